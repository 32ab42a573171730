// @farm/area-alerts. Price alerts, alert destinations and standing offers (spec 2 §8–§9): its domain and its client operations, bundled by the widgets that use them.
export * from './domain';
export * from './api';
