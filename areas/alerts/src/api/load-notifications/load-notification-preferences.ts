import { accountPath, apiRequest } from '@farm/core';
import type { LoadNotificationPreferences } from '../../domain/load-notifications';

/** The cache key of the signed-in user's load notification preferences on a business. */
export const loadNotificationPreferencesKey = (accountReference: string) => ['account', accountReference, 'load-notification-preferences'] as const;

const path = (accountReference: string) => `${accountPath(accountReference)}/load-notification-preferences`;

/** GET /accounts/{id}/load-notification-preferences: which load events the user wants e-mailed. */
export const loadNotificationPreferencesQuery = (accountReference: string) => ({
  queryKey: loadNotificationPreferencesKey(accountReference),
  queryFn: async () => (await apiRequest<{ preferences: LoadNotificationPreferences }>(path(accountReference))).preferences,
});

/** PUT /accounts/{id}/load-notification-preferences: saves them all; answers what was saved. */
export async function saveLoadNotificationPreferences(
  accountReference: string,
  preferences: LoadNotificationPreferences,
): Promise<LoadNotificationPreferences> {
  return (await apiRequest<{ preferences: LoadNotificationPreferences }>(path(accountReference), { method: 'PUT', body: preferences })).preferences;
}
