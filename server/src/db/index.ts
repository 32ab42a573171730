export { createDatabase, type Db, type DatabaseOptions } from './create-database';
export type * from './database';
export { migrateToLatest } from './migrate';
export { DemoDataError, ensureReferenceData, prepareDatabase, type PrepareOptions, type PrepareResult } from './seed/prepare-database';
export { DEMO_DATABASE, deleteSetting, readSetting } from './seed/database-settings';
export { demoUserEmails, findDemoSignIns } from './seed/demo-sign-ins';
export { DEMO_PASSWORD, demoUsers } from './seed/demo-users';
