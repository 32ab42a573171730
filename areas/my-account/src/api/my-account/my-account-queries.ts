import { MY_ACCOUNT_LISTS, SAMPLE_CALL_TIMEOUT_MS, type MyAccountListName } from '../../domain/my-account-constants';
import type { ContractDetail, ListQuery, ListRow, MovementDetail, Paged } from '../../domain/my-account';
import { apiDocument, apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

const listPath = (accountReference: string, list: MyAccountListName) => `${accountPath(accountReference)}/${MY_ACCOUNT_LISTS[list].path}`;

/** A list's query as the URL carries it: every value a string, unset ones left out. */
function listSearchParams<L extends MyAccountListName>(query: ListQuery<L>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, value === undefined || value === '' ? undefined : String(value)]));
}

/** The cache key of everything My Account loads for a business: an account switch or a sale invalidates it at once. */
const myAccountKey = (accountReference: string) => ['account', accountReference, 'my-account'] as const;

/** GET /accounts/{id}/<list>: one page of a list, sorted, searched and filtered on the server. */
export const myAccountListQuery = <L extends MyAccountListName>(accountReference: string, list: L, query: ListQuery<L>) => ({
  queryKey: [...myAccountKey(accountReference), list, query] as const,
  queryFn: () =>
    apiRequest<Paged<ListRow<L>>>(listPath(accountReference, list), {
      query: listSearchParams(query),
      timeoutMs: list === 'samples' ? SAMPLE_CALL_TIMEOUT_MS : undefined,
    }),
});

/** GET /accounts/{id}/<list> with Accept text/csv: every row of the query (page and perPage are ignored), as a file. */
export const downloadListCsv = <L extends MyAccountListName>(accountReference: string, list: L, query: ListQuery<L>): Promise<Blob> =>
  apiDocument(listPath(accountReference, list), 'text/csv', { query: listSearchParams({ ...query, page: undefined, perPage: undefined }), timeoutMs: 120_000 });

/** GET /accounts/{id}/contracts/{reference}: the contract details dialog with its movements, invoices, samples and price adjustments. */
export const contractDetailQuery = (accountReference: string, contractReference: string) => ({
  queryKey: [...myAccountKey(accountReference), 'contract', contractReference] as const,
  queryFn: () => apiRequest<ContractDetail>(`${accountPath(accountReference)}/contracts/${encodeURIComponent(contractReference)}`),
});

/** GET /accounts/{id}/movements/{movementId}: a moved load's analysis, which its grid row expands to. */
export const movementDetailQuery = (accountReference: string, movementId: string) => ({
  queryKey: [...myAccountKey(accountReference), 'movement', movementId] as const,
  queryFn: () => apiRequest<MovementDetail>(`${accountPath(accountReference)}/movements/${encodeURIComponent(movementId)}`),
});
