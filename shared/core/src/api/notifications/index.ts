export { notificationsKey, notificationsQuery } from './get-notifications';
export type { NotificationList } from './get-notifications';
export { markNotificationsRead } from './mark-notifications-read';
