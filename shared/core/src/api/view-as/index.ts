export { staffAccountsQuery } from './staff-accounts-query';
export { viewAsHistoryQuery } from './view-as-history-query';
