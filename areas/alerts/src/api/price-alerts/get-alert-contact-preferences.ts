import type { AlertContactPreference } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';
import { alertContactPreferencesKey } from './alert-keys';

/** GET /accounts/{id}/user-preferences: the user's alert contacts (an e-mail address, an SMS number), 0 to 2. */
export const alertContactPreferencesQuery = (accountReference: string) => ({
  queryKey: alertContactPreferencesKey(accountReference),
  queryFn: async () => (await apiRequest<{ preferences: AlertContactPreference[] }>(`${accountPath(accountReference)}/user-preferences`)).preferences,
});
