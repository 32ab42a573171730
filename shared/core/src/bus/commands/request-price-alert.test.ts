import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { PriceAlertRequest } from '../state';
import { priceAlertRequests$ } from '../state';
import { requestPriceAlert, takePriceAlertRequest } from './request-price-alert';

const request = (sellReference: string, triggerId: string | null = null) =>
  ({ accountReference: 'HAR001', row: { sellReference }, triggerId }) as unknown as PriceAlertRequest;

describe('requestPriceAlert', () => {
  afterEach(() => priceAlertRequests$.next(null));

  it('holds a request published before anyone listens, for the dialog that subscribes later', () => {
    const bell = request('FW-2026-11');
    requestPriceAlert(bell);
    const seen: (PriceAlertRequest | null)[] = [];
    const subscription = priceAlertRequests$.subscribe((value) => seen.push(value));
    subscription.unsubscribe();
    assert.deepEqual(seen, [bell]);
  });

  it('lets the dialog take a request once: a later subscriber sees none', () => {
    const bell = request('FW-2026-11');
    requestPriceAlert(bell);
    takePriceAlertRequest(bell);
    assert.equal(priceAlertRequests$.value, null);
    const seen: (PriceAlertRequest | null)[] = [];
    priceAlertRequests$.subscribe((value) => seen.push(value)).unsubscribe();
    assert.deepEqual(seen, [null]);
  });

  it('keeps a newer request when an older one is taken after it arrived', () => {
    const first = request('FW-2026-11');
    const second = request('FW-2027-02', 'a1e7a1e7-0000-4000-8000-000000000001');
    requestPriceAlert(first);
    requestPriceAlert(second);
    takePriceAlertRequest(first);
    assert.equal(priceAlertRequests$.value, second);
  });
});
