import type { ApiApp, ApiDeps } from '../../http';
import { parcelRoutes } from './parcel-routes';
import { sampleReadRoutes } from './sample-reads';

/** Grain samples and parcels (spec 3 §7, issue 15); the samples list itself is one of My Account's lists. */
export function samplesRoutes(scoped: ApiApp, deps: ApiDeps): void {
  sampleReadRoutes(scoped, deps);
  parcelRoutes(scoped, deps);
}
