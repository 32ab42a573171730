import type { PortalNotification } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../account-path';

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
