// The area's mock API for widget tests and dev pages (Mock Service Worker handlers) and the data it answers with.
export * from './content-fixtures';
export * from './content-handlers';
export * from './market-report-fixtures';
export * from './market-report-handlers';
