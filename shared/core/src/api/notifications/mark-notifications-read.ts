import { apiRequest } from '../api-request';
import { accountPath } from '../account-path';

/** POST /accounts/{id}/notifications/read: every notification of the user on this account is read. */
export async function markNotificationsRead(accountReference: string): Promise<{ unread: number }> {
  return apiRequest<{ unread: number }>(`${accountPath(accountReference)}/notifications/read`, { method: 'POST' });
}
