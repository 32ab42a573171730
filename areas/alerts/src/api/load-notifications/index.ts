export { loadNotificationPreferencesKey, loadNotificationPreferencesQuery, saveLoadNotificationPreferences } from './load-notification-preferences';
