export { createDatabase, createPgliteDatabase } from './create-database';
export { newAccount } from './new-account';
export type * from './database';
export { migrateToLatest } from './migrate';
export { listenerOf, type Listen } from './notifications';
export { calendarDay } from './calendar-day';
export { refreshContractFigures } from './contract-figures';
