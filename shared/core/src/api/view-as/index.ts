export { staffAccountsQuery } from './staff-accounts-query';
export { startViewAs } from './start-view-as';
export { endViewAs } from './end-view-as';
export { viewAsHistoryQuery } from './view-as-history-query';
