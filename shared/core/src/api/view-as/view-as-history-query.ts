import type { ViewAsHistoryEntry } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /staff/view-as: the signed-in member of staff's own view-as sessions, newest first. */
export const viewAsHistoryQuery = () => ({
  queryKey: ['staff', 'view-as'] as const,
  queryFn: async () => (await apiRequest<{ sessions: ViewAsHistoryEntry[] }>('/staff/view-as')).sessions,
});
