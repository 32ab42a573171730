// @farm/area-calculators. The agronomy calculators (spec 1 §10): its domain and its client operations, bundled by the widgets that use them.
export * from './domain';
export * from './api';
