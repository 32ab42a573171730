import type { StandingOffer, StandingOfferCreate } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** POST /accounts/{id}/standing-offers: sell a price row automatically once its price reaches the target. */
export async function createStandingOffer(accountReference: string, offer: StandingOfferCreate): Promise<StandingOffer> {
  return (await apiRequest<{ offer: StandingOffer }>(`${accountPath(accountReference)}/standing-offers`, { method: 'POST', body: offer })).offer;
}
