import type { CollectionAddress } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from './account-path';

/** GET /accounts/{id}/address?addressType=Collection: where the account's grain is collected from. */
export const collectionAddressesQuery = (reference: string) => ({
  queryKey: ['account', reference, 'collection-addresses'] as const,
  queryFn: async () =>
    (await apiRequest<{ addresses: CollectionAddress[] }>(`${accountPath(reference)}/address`, { query: { addressType: 'Collection' } })).addresses,
});
