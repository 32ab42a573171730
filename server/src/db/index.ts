export { createDatabase, type Db, type DatabaseOptions } from './create-database';
export type * from './database';
export { migrateToLatest } from './migrate';
export { seedIfEmpty } from './seed/seed';
export { DEMO_PASSWORD, demoUsers } from './seed/demo-users';
