export { contractDetailQuery, downloadListCsv, myAccountListQuery } from './my-account-queries';
