export * from './price-alerts';
export * from './standing-offers';
