import type { CollectionAddress } from '../domain/crop-marketing';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** GET /accounts/{id}/address?addressType=Collection: where the account's grain is collected from. */
export const collectionAddressesQuery = (accountReference: string) => ({
  queryKey: ['account', accountReference, 'collection-addresses'] as const,
  queryFn: async () =>
    (await apiRequest<{ addresses: CollectionAddress[] }>(`${accountPath(accountReference)}/address`, { query: { addressType: 'Collection' } })).addresses,
});
