// The area's mock API for widget tests and dev pages (Mock Service Worker handlers).
export * from './bank-partner-handlers';
