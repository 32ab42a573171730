import type { StandingOffer } from '../../domain/price-alerts';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** POST /accounts/{id}/standing-offers/{offerId}/cancel: an open offer stops; 409 when it is no longer open. */
export async function cancelStandingOffer(accountReference: string, offerId: string): Promise<StandingOffer> {
  return (
    await apiRequest<{ offer: StandingOffer }>(`${accountPath(accountReference)}/standing-offers/${encodeURIComponent(offerId)}/cancel`, { method: 'POST' })
  ).offer;
}
