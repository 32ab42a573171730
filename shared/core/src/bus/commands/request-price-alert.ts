import { priceAlertRequests$, type PriceAlertRequest } from '../state';

/**
 * A row's bell (spec 2 §2): asks for a price alert on that row, to create one (no triggerId) or update the
 * active one. It waits on the bus until the price alerts dialog takes it; a newer request replaces it.
 */
export function requestPriceAlert(request: PriceAlertRequest): void {
  priceAlertRequests$.next(request);
}

/**
 * The price alerts dialog takes `request` to answer it: it leaves the bus, so it opens one dialog however
 * many times the bus is read. A newer request published meanwhile stays for the dialog's next read.
 */
export function takePriceAlertRequest(request: PriceAlertRequest): void {
  if (priceAlertRequests$.value === request) priceAlertRequests$.next(null);
}
