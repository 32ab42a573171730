import { priceAlertRequests$, type PriceAlertRequest } from '../state';

/**
 * A row's bell (spec 2 §2): asks for a price alert on that row, to create one (no triggerId) or update the
 * active one. The price alerts area answers it; until it is there, nothing listens.
 */
export function requestPriceAlert(request: PriceAlertRequest): void {
  priceAlertRequests$.next(request);
}
