import { apiRequest, type StaffAccount, type ViewAsHistoryEntry } from '@farm/core';

/** GET /staff/accounts?search=: businesses whose reference starts with, or whose name contains, the search (staff only). */
export const staffAccountsQuery = (search: string) => ({
  queryKey: ['staff', 'accounts', search] as const,
  queryFn: async () => (await apiRequest<{ accounts: StaffAccount[] }>('/staff/accounts', { query: { search } })).accounts,
});

/** GET /staff/view-as: the signed-in member of staff's own view-as sessions, newest first. */
export const viewAsHistoryQuery = () => ({
  queryKey: ['staff', 'view-as'] as const,
  queryFn: async () => (await apiRequest<{ sessions: ViewAsHistoryEntry[] }>('/staff/view-as')).sessions,
});
