// The area's mock API for widget tests and dev pages (Mock Service Worker handlers) and the data it answers with.
export * from './account-users-fixtures';
export * from './account-users-handlers';
export * from './my-invitations-handlers';
