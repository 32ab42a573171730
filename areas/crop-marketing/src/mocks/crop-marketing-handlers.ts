import type { Prices } from '@farm/core';
import { cropMarketingMessages, type PricePreference, type SaleDraft, type SaleRequest } from '@farm/area-crop-marketing';
import { type MarketTick } from '@farm/core';
import { http, HttpResponse, sse } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import {
  DEMO_CONTRACT_PDF,
  demoAddresses,
  demoCommodities,
  demoEmbedPrices,
  demoPreferences,
  demoPrices,
  demoTick,
  demoTradingTimes,
  demoVarieties,
} from './crop-marketing-fixtures';
import { futuresMarketHandlers } from './futures-markets-handlers';
import { partnerKeyRefusal } from '../../../../tests/support/mock-handlers/partner-key';

export interface CropMarketingMockOptions {
  /** Whether trading is open (GET /mycrop/tradingtimes). */
  tradingOpen?: boolean;
  /** Marks the rows' bells with the account's price alerts (the alerts area's mocks); without it the fourth row of each has one. */
  markAlerts?: (prices: Prices) => Prices;
}

/** The demo contract a sale creates. */
export const DEMO_SALE = { contractRef: 'MFS-2026-000123', documentNo: 'CN-000123' } as const;

/**
 * Crop marketing's calls as the server answers them (the futures markets' among them), over one account state (the saved price preferences), so
 * saving a preference changes the prices that follow. Each call of this function starts from the defaults.
 */
export function cropMarketingHandlers({ tradingOpen = true, markAlerts }: CropMarketingMockOptions = {}) {
  const preferences = new Map<string, PricePreference[]>();
  const preferencesOf = (reference: string) => {
    if (!preferences.has(reference)) preferences.set(reference, demoPreferences());
    return preferences.get(reference)!;
  };
  const commodityOf = (cdk: string | number | null) => demoCommodities.find((c) => c.commodityExternalCdkId === cdk || c.id === cdk);
  const priceOf = (reference: string, draft: SaleDraft) => {
    const commodity = commodityOf(draft.commodityId);
    const prices =
      commodity && demoPrices(commodity, { priceType: draft.priceType, farmAddressId: draft.farmAddressId, preferences: preferencesOf(reference) });
    return prices?.rows.find((row) => row.sellReference === draft.sellReference)?.priceCurrentYear ?? undefined;
  };

  return [
    http.get('/api/mycrop/commodities', () => ok({ commodities: demoCommodities })),
    http.get('/api/mycrop/commodities/:rowCount/varieties', ({ request }) => {
      const cdk = new URL(request.url).searchParams.get('commodityExternalCdkId') ?? '';
      return ok({ varieties: demoVarieties[cdk] ?? [] });
    }),
    http.get('/api/mycrop/tradingtimes', () => ok({ tradingTimes: demoTradingTimes(tradingOpen) })),
    http.get('/api/accounts/:reference/preferences', ({ params }) => ok({ preferences: preferencesOf(String(params.reference)) })),
    http.put('/api/accounts/:reference/preferences/:profileNumber', async ({ params, request }) => {
      const { currentValue } = (await request.json()) as Pick<PricePreference, 'currentValue'>;
      const list = preferencesOf(String(params.reference));
      const index = list.findIndex((p) => p.profileNumber === Number(params.profileNumber));
      if (index < 0) return failure(404, 'NOT_FOUND', 'No such preference.');
      list[index] = { ...list[index]!, currentValue };
      return ok({ preference: list[index] });
    }),
    http.get('/api/accounts/:reference/address', ({ params }) => ok({ addresses: demoAddresses[String(params.reference)] ?? [] })),
    http.get('/api/accounts/:reference/prices', ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      const commodity = commodityOf(query.get('commodityExternalCdkId'));
      if (!commodity) return failure(400, 'VALIDATION_ERROR', 'Unknown commodity.');
      const prices = demoPrices(commodity, {
        priceType: query.get('priceType') === 'XFH' ? 'XFH' : 'XFM',
        farmAddressId: Number(query.get('farmAddressId')),
        preferences: preferencesOf(String(params.reference)),
      });
      return ok({ prices: markAlerts ? markAlerts(prices) : prices });
    }),
    http.post('/api/accounts/:reference/quotes', async ({ params, request }) => {
      const draft = (await request.json()) as SaleDraft;
      const salePrice = priceOf(String(params.reference), draft);
      if (salePrice === undefined) return failure(400, 'VALIDATION_ERROR', cropMarketingMessages.saleRule);
      const expiresAt = new Date(Date.now() + 120_000).toISOString();
      return ok({ quote: { ...draft, quoteId: crypto.randomUUID(), salePrice, expiresAt } });
    }),
    http.post('/api/accounts/:reference/contracts', async ({ request }) => {
      const sale = (await request.json()) as SaleRequest;
      if (!request.headers.get('Idempotency-Key')) return failure(400, 'VALIDATION_ERROR', 'An Idempotency-Key header is required.');
      if (!sale.quoteId) return failure(400, 'VALIDATION_ERROR', cropMarketingMessages.saleRule);
      return ok(DEMO_SALE, 201);
    }),
    http.get('/api/accounts/:reference/documents/:documentNo', () => new HttpResponse(DEMO_CONTRACT_PDF, { headers: { 'Content-Type': 'application/pdf' } })),
    ...futuresMarketHandlers(),
    http.get('/api/public/prices', ({ request }) => {
      const refusal = partnerKeyRefusal(request);
      if (refusal) return refusal;
      const query = new URL(request.url).searchParams;
      const prices = demoEmbedPrices(query.get('commodity') ?? '', query.get('postcode') ?? '', query.get('priceType') === 'XFH' ? 'XFH' : 'XFM');
      return prices ? ok({ prices }) : failure(404, 'NOT_FOUND', 'No prices for that commodity.');
    }),
  ];
}

/** The stream's one event: `tick`, a MarketTick as JSON. */
type MarketEvents = { tick: string };

interface StreamClient {
  send(message: { event: 'tick'; data: string }): void;
  error(): void;
}

/**
 * GET /api/public/market/stream under the test's control: `push` sends a tick to the page's connection (the
 * latest: a page holds one stream at a time), `fail` errors it (the page's EventSource sees a dropped stream),
 * `connections` counts those made so far.
 */
export function marketStreamHandler() {
  let latest: StreamClient | undefined;
  let connections = 0;
  const handler = sse<MarketEvents>('/api/public/market/stream', ({ client }) => {
    connections += 1;
    latest = client;
  });
  return {
    handler,
    push(tick: MarketTick) {
      latest?.send({ event: 'tick', data: JSON.stringify(tick) });
    },
    fail() {
      latest?.error();
      latest = undefined;
    },
    connections: () => connections,
  };
}

/**
 * The dev page's stream: a tick on connect and then every 5 seconds, moving the first futures months a little.
 * Made when asked for, since Node (the unit tests that take this area's fixtures) has no EventSource.
 */
export const demoMarketStreamHandler = () =>
  sse<MarketEvents>('/api/public/market/stream', ({ client, request }) => {
    let seq = 1;
    const send = () => {
      const by = Math.round((Math.random() - 0.5) * 300) / 100;
      const moves = [0, 1, 2, 3].flatMap((index) => [
        { contract: 'LIFFE-FEED-WHEAT' as const, index, by },
        { contract: 'MATIF-RAPESEED' as const, index, by: by * 2 },
      ]);
      client.send({ event: 'tick', data: JSON.stringify(demoTick(seq++, moves, new Date().toISOString())) });
    };
    send();
    const timer = setInterval(send, 5_000);
    // The page closed its EventSource (or left): stop sending.
    request.signal.addEventListener('abort', () => clearInterval(timer));
  });
