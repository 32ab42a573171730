// The reference data every database gets, and the demo data set only a demo database gets: apart from the
// database layer (server/src/db), because they are written through the modules' own rules.
export { DemoDataError, ensureReferenceData, prepareDatabase } from './prepare-database';
export { DEMO_DATABASE, deleteSetting, readSetting } from './database-settings';
export { demoUserEmails } from './demo-sign-ins';
export { DEMO_PASSWORD, demoUsers } from './demo-users';
