import { parcelRoutes } from './parcel-routes';
import { sampleReadRoutes } from './sample-routes';
import type { PortalModule } from '../portal-module';
import { registerAccountScope } from '../accounts';

/** Grain samples and parcels (spec 3 §7, issue 15); the samples list itself is one of My Account's lists. */
/** Grain samples and the parcels made of them. */
export const samplesModule: PortalModule = async (app, services) => {
  await registerAccountScope(app, services, (scoped) => {
    sampleReadRoutes(scoped, services);
    parcelRoutes(scoped, services);
  });
};
