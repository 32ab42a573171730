// The area's mock API for widget tests and dev pages (Mock Service Worker handlers) and the data it answers with.
export * from './calculator-fixtures';
export * from './calculator-handlers';
