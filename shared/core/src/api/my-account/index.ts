export { contractDetailQuery, downloadListCsv, listSearchParams, myAccountKey, myAccountListQuery } from './my-account-queries';
