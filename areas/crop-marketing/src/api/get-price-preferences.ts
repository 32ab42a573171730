import type { PricePreference } from '../domain/crop-marketing';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** GET /accounts/{id}/preferences: the account's price preferences, each with its default (spec 2 §3). */
export const pricePreferencesQuery = (accountReference: string) => ({
  queryKey: ['account', accountReference, 'price-preferences'] as const,
  queryFn: async () => (await apiRequest<{ preferences: PricePreference[] }>(`${accountPath(accountReference)}/preferences`)).preferences,
});
