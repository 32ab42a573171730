import { apiRequest } from '@farm/core';
import type { PriceAllowancesForm, PriceBasis, PriceDesk } from '../domain/price-desk';

/** The cache key of the price desk: staff's alone, so it names no business. */
export const priceDeskKey = ['price-desk'] as const;

/** GET /price-desk: everything the price desk sets. */
export const priceDeskQuery = () => ({ queryKey: priceDeskKey, queryFn: () => apiRequest<PriceDesk>('/price-desk') });

/** Each change answers the whole desk as it now is. */
export type PriceDeskChange =
  | { kind: 'basis'; basis: PriceBasis }
  | { kind: 'premium'; profileNumber: number; premium: number }
  | { kind: 'allowances'; allowances: PriceAllowancesForm }
  | { kind: 'pause'; commodityId: number; paused: boolean }
  /** null: back to the deployment's hours. */
  | { kind: 'tradingHours'; tradingHours: string | null };

/**
 * PUT /price-desk/basis, /price-desk/premiums/{n}, /price-desk/allowances, /price-desk/trading-hours; PUT or DELETE
 * /price-desk/pauses/{id}.
 */
export async function changePriceDesk(change: PriceDeskChange): Promise<PriceDesk> {
  switch (change.kind) {
    case 'basis':
      return apiRequest<PriceDesk>('/price-desk/basis', { method: 'PUT', body: change.basis });
    case 'premium':
      return apiRequest<PriceDesk>(`/price-desk/premiums/${change.profileNumber}`, { method: 'PUT', body: { premium: change.premium } });
    case 'allowances':
      return apiRequest<PriceDesk>('/price-desk/allowances', { method: 'PUT', body: change.allowances });
    case 'tradingHours':
      return apiRequest<PriceDesk>('/price-desk/trading-hours', { method: 'PUT', body: { tradingHours: change.tradingHours } });
    case 'pause': {
      // Pausing and resuming answer the pauses alone: the desk is read again after.
      await apiRequest(`/price-desk/pauses/${change.commodityId}`, { method: change.paused ? 'PUT' : 'DELETE' });
      return apiRequest<PriceDesk>('/price-desk');
    }
  }
}
