import type { StandingOffer } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../crop-marketing/account-path';

/** POST /accounts/{id}/standing-offers/{offerId}/cancel: an open offer stops; 409 when it is no longer open. */
export async function cancelStandingOffer(accountReference: string, offerId: string): Promise<StandingOffer> {
  return (
    await apiRequest<{ offer: StandingOffer }>(`${accountPath(accountReference)}/standing-offers/${encodeURIComponent(offerId)}/cancel`, { method: 'POST' })
  ).offer;
}
