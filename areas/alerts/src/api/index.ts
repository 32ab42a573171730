export * from './price-alerts';
export * from './standing-offers';
export * from './load-notifications';
