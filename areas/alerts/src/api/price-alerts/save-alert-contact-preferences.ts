import type { AlertContactPreference } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** A preference as the user-preferences calls take it (the server gives the id). */
export type AlertContactPreferenceWrite = Omit<AlertContactPreference, 'preferenceId'>;

/** POST /accounts/{id}/user-preferences: creates the preferences the user has none of; answers them all. */
export async function createAlertContactPreferences(accountReference: string, preferences: AlertContactPreferenceWrite[]): Promise<AlertContactPreference[]> {
  const path = `${accountPath(accountReference)}/user-preferences`;
  return (await apiRequest<{ preferences: AlertContactPreference[] }>(path, { method: 'POST', body: preferences })).preferences;
}

/** PUT /accounts/{id}/user-preferences/{preferenceId}: changes one; a new default clears the other's. Answers them all. */
export async function updateAlertContactPreference(
  accountReference: string,
  preferenceId: number,
  preference: AlertContactPreferenceWrite,
): Promise<AlertContactPreference[]> {
  const path = `${accountPath(accountReference)}/user-preferences/${preferenceId}`;
  return (await apiRequest<{ preferences: AlertContactPreference[] }>(path, { method: 'PUT', body: preference })).preferences;
}
