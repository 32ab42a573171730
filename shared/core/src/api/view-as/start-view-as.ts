import type { ViewAsSessionInfo } from '../../domain';
import { apiRequest } from '../api-request';

/** POST /staff/view-as: opens the business read-only as its lead user sees it (audited on the server). */
export async function startViewAs(account: string): Promise<ViewAsSessionInfo> {
  return (await apiRequest<{ session: ViewAsSessionInfo }>('/staff/view-as', { method: 'POST', body: { account } })).session;
}
