// The area's mock API for widget tests and dev pages (Mock Service Worker handlers) and the data it answers with.
export * from './price-alerts-fixtures';
export * from './price-alerts-handlers';
export * from './standing-offer-fixtures';
export * from './standing-offers-handlers';
