// @farm/area-my-account. My Account's lists, movements, samples and parcels (spec 3): its domain and its client operations, bundled by the widgets that use them.
export * from './domain';
export * from './api';
