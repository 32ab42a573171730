import type { StandingOffer } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** The cache key of an account's standing offers, to load them again after a create, a cancel or a tick. */
export const standingOffersKey = (accountReference: string) => ['account', accountReference, 'standing-offers'] as const;

/** GET /accounts/{id}/standing-offers: the account's standing offers, whatever their status. */
export const standingOffersQuery = (accountReference: string) => ({
  queryKey: standingOffersKey(accountReference),
  queryFn: async () => (await apiRequest<{ offers: StandingOffer[] }>(`${accountPath(accountReference)}/standing-offers`)).offers,
});
