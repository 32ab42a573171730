import { apiRequest } from '../api-request';

/**
 * POST /staff/view-as/{id}/end, as the member of staff: with the X-View-As header the call would run as the
 * customer, who may neither write nor end a member of staff's session. Resolves false when it had ended already.
 */
export async function endViewAs(sessionId: string): Promise<boolean> {
  const path = `/staff/view-as/${encodeURIComponent(sessionId)}/end`;
  return (await apiRequest<{ ended: boolean }>(path, { method: 'POST', withoutViewAs: true })).ended;
}
