import { accountPath, apiRequest, type PortalNotification } from '@farm/core';

export interface NotificationList {
  notifications: PortalNotification[];
  unread: number;
}

/** The cache key of an account's portal notifications, to mark them read or load them again after a tick. */
export const notificationsKey = (accountReference: string) => ['account', accountReference, 'notifications'] as const;

/** GET /accounts/{id}/notifications: the user's newest notifications on this account and how many are unread. */
export const notificationsQuery = (accountReference: string) => ({
  queryKey: notificationsKey(accountReference),
  queryFn: () => apiRequest<NotificationList>(`${accountPath(accountReference)}/notifications`),
});

/** POST /accounts/{id}/notifications/read: every notification of the user on this account is read. */
export async function markNotificationsRead(accountReference: string): Promise<{ unread: number }> {
  return apiRequest<{ unread: number }>(`${accountPath(accountReference)}/notifications/read`, { method: 'POST' });
}
