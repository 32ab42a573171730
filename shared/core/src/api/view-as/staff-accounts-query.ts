import type { StaffAccount } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /staff/accounts?search=: businesses whose reference starts with, or whose name contains, the search (staff only). */
export const staffAccountsQuery = (search: string) => ({
  queryKey: ['staff', 'accounts', search] as const,
  queryFn: async () => (await apiRequest<{ accounts: StaffAccount[] }>('/staff/accounts', { query: { search } })).accounts,
});
