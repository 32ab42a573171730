export { createDatabase, type Db } from './create-database';
export { newAccount } from './new-account';
export type * from './database';
export { migrateToLatest } from './migrate';
export { DemoDataError, ensureReferenceData, prepareDatabase } from './seed/prepare-database';
export { DEMO_DATABASE, deleteSetting, readSetting } from './seed/database-settings';
export { demoUserEmails } from './seed/demo-sign-ins';
export { DEMO_PASSWORD, demoUsers } from './seed/demo-users';
export { listenerOf, type Listen } from './notifications';
