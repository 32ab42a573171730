export { contractDetailQuery, downloadListCsv, movementDetailQuery, myAccountListQuery } from './my-account-queries';
