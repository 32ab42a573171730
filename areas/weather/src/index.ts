// @farm/area-weather. The farm weather forecast (spec 1 §9): its domain and its client operations, bundled by the widgets that use them.
export * from './domain';
export * from './api';
