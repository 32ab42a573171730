// The area's mock API for widget tests and dev pages (Mock Service Worker handlers) and the data it answers with.
export * from './movement-fixtures';
export * from './movements-handlers';
export * from './my-account-fixtures';
export * from './my-account-handlers';
export * from './parcel-fixtures';
export * from './parcels-handlers';
export * from './sample-fixtures';
export * from './samples-handlers';
