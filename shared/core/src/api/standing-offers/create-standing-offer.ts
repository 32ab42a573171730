import type { StandingOffer, StandingOfferCreate } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../crop-marketing/account-path';

/** POST /accounts/{id}/standing-offers: sell a price row automatically once its price reaches the target. */
export async function createStandingOffer(accountReference: string, offer: StandingOfferCreate): Promise<StandingOffer> {
  return (await apiRequest<{ offer: StandingOffer }>(`${accountPath(accountReference)}/standing-offers`, { method: 'POST', body: offer })).offer;
}
