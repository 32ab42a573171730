// The area's mock API for widget tests and dev pages (Mock Service Worker handlers) and the data it answers with.
export * from './crop-marketing-fixtures';
export * from './crop-marketing-handlers';
export * from './futures-fixtures';
export * from './futures-markets-handlers';
