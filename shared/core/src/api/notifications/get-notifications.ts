import type { PortalNotification } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../crop-marketing/account-path';

export interface NotificationList {
  notifications: PortalNotification[];
  unread: number;
}

/** The cache key of an account's portal notifications, to mark them read or load them again after a tick. */
export const notificationsKey = (reference: string) => ['account', reference, 'notifications'] as const;

/** GET /accounts/{id}/notifications: the user's newest notifications on this account and how many are unread. */
export const notificationsQuery = (reference: string) => ({
  queryKey: notificationsKey(reference),
  queryFn: () => apiRequest<NotificationList>(`${accountPath(reference)}/notifications`),
});
