import { featureSubjectOf, isFeatureAllowed, paths, routes } from '@farm/core';
import { redirect, type Guard } from './guard';

export const GRAIN_SAMPLING_FLAG = 'grain-sampling-2025';
const GRAIN_SAMPLING_ROUTES: readonly unknown[] = [routes.grainSampling, routes.createParcel, routes.editParcel];

/** Spec 3 §2: the grain sampling page and its parcel wizard need grain-sampling-2025; without it, /404. */
export const grainSamplingGuard: Guard = ({ route, session, flags }) =>
  GRAIN_SAMPLING_ROUTES.includes(route) && !isFeatureAllowed(flags, GRAIN_SAMPLING_FLAG, featureSubjectOf({ ...session.user, internal: session.internal }))
    ? redirect(paths.notFound)
    : undefined;
