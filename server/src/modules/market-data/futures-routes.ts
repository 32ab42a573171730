import {
  embedPricesQuerySchema,
  embedPricesResponseSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  forecastQuerySchema,
  futuresCommodityListSchema,
  futuresContractSchema,
  futuresSnapshotResponseSchema,
  futuresSnapshotSchema,
  fromPriceUnits,
  futuresDecimals,
  priceUnits,
  type FuturesSnapshot,
} from '@farm/core/domain';
import { z } from 'zod';
import { type ApiApp, errorResponses, ok } from '../../http';
import { cropMarketingErrors } from './crop-marketing-errors';
import type { CropMarketingService } from './crop-marketing-service';
import type { ChartHistoryReader } from './chart-history';
import { allFuturesContracts, contractSpec, currencyContracts, futuresContracts, type FuturesContractSpec } from './futures-contracts';
import type { MarketFeed } from './market-feed';
import type { MarketSnapshot } from './market-provider';
import { postcodeArea } from './market-reference';
import {
  chartHistoryQuerySchema,
  chartHistoryResponseSchema,
  embedChartQuerySchema,
  embedPriceRow,
  EXCHANGE_TABLE_ROWS,
} from '@farm/area-crop-marketing/domain';

const routeErrors = errorResponses(400, 401, 403, 404);

/** Spec 2 §3 'Futures and exchange snapshot' of one market: its next `periods` delivery months. */
function snapshotOf(spec: FuturesContractSpec, snapshot: MarketSnapshot, periods: number): FuturesSnapshot {
  const decimals = futuresDecimals(spec.id);
  const units = (value: number) => priceUnits(value, decimals);
  const price = (value: number) => fromPriceUnits(value, decimals);
  const step = units(spec.tickSize);
  const snapshots = snapshot.quotes
    .filter((q) => q.contract === spec.id)
    .slice(0, periods)
    .map((q) => {
      const change = units(q.price) - units(q.previousClose);
      return {
        deliveryMonth: q.deliveryMonth,
        lastTradePrice: q.price,
        // The demo market quotes one exchange step either side of the last trade.
        bidValue: price(units(q.price) - step),
        askValue: price(units(q.price) + step),
        netChange: price(Math.abs(change)),
        changeDirection: change > 0 ? ('+' as const) : change < 0 ? ('-' as const) : ('' as const),
      };
    });
  return {
    commodityId: spec.id,
    commodityDescription: spec.description,
    contractBasis: spec.contractBasis,
    snapshotTimeStamp: snapshot.at,
    demo: snapshot.demo,
    snapshots,
  };
}

/**
 * GET /commodities, /commodities/{id}/forecast, /commodities/{id}/history/chart and /exchange-currencies (spec 2
 * §7): the grain futures markets, their next delivery months, their price history, and the currency futures.
 */
export function futuresRoutes(app: ApiApp, feed: MarketFeed, history: ChartHistoryReader): void {
  app.get(
    '/commodities',
    {
      schema: {
        operationId: 'listFuturesMarkets',
        tags: ['markets'],
        summary: 'The grain futures markets',
        response: { 200: envelopeSchema(futuresCommodityListSchema), ...routeErrors },
      },
    },
    async () => ok({ commodities: futuresContracts.map((c) => ({ commodityId: c.id, commodityDescription: c.description, contractBasis: c.contractBasis })) }),
  );

  app.get(
    '/commodities/:id/forecast',
    {
      schema: {
        operationId: 'getFuturesForecast',
        tags: ['markets'],
        summary: "A futures market's next delivery months: last trade, bid, ask and net change",
        params: z.object({ id: futuresContractSchema }),
        querystring: forecastQuerySchema,
        response: { 200: envelopeSchema(futuresSnapshotResponseSchema), ...routeErrors },
      },
    },
    async (request) => ok({ forecast: snapshotOf(contractSpec(request.params.id), feed.latest().snapshot, request.query.periods) }),
  );

  app.get(
    '/commodities/:id/history/chart',
    {
      schema: {
        operationId: 'getFuturesChart',
        tags: ['markets'],
        summary: "A futures market's price history for one delivery month: daily closes, or half-hour bars for 1W",
        params: z.object({ id: futuresContractSchema }),
        querystring: chartHistoryQuerySchema,
        response: { 200: envelopeSchema(chartHistoryResponseSchema), ...routeErrors },
      },
    },
    async (request) => ok({ history: await history.chart({ contract: request.params.id, ...request.query }) }),
  );

  app.get(
    '/exchange-currencies',
    {
      schema: {
        operationId: 'listExchangeRates',
        tags: ['markets'],
        summary: 'The currency futures (FOREX tables): at most 9 delivery months each',
        response: { 200: envelopeSchema(z.object({ exchangeCurrencies: z.array(futuresSnapshotSchema) })), ...routeErrors },
      },
    },
    async () => {
      const { snapshot } = feed.latest();
      return ok({ exchangeCurrencies: currencyContracts.map((spec) => snapshotOf(spec, snapshot, EXCHANGE_TABLE_ROWS)) });
    },
  );
}

/** GET /market-chart for the partner embed <farm-market-chart>: one futures market's chart, no account. */
export function partnerChartRoutes(app: ApiApp, history: ChartHistoryReader): void {
  app.get(
    '/market-chart',
    {
      schema: {
        operationId: 'getPartnerMarketChart',
        tags: ['partners'],
        summary: "A futures market's price history, by its id (LIFFE-FEED-WHEAT) or name (LIFFE Feed Wheat)",
        querystring: embedChartQuerySchema,
        response: { 200: envelopeSchema(chartHistoryResponseSchema), ...routeErrors, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { commodity: asked, ...question } = request.query;
      const wanted = asked.toLowerCase();
      const spec = allFuturesContracts.find((c) => c.id.toLowerCase() === wanted || c.description.toLowerCase() === wanted);
      if (!spec) throw cropMarketingErrors.commodityNotFound();
      return ok({ history: await history.chart({ contract: spec.id, ...question }) });
    },
  );
}

/** GET /prices for the partner embed <farm-prices>: indicative ex-farm prices near a postcode, no account. */
export function partnerPriceRoutes(app: ApiApp, service: CropMarketingService): void {
  app.get(
    '/prices',
    {
      schema: {
        operationId: 'getPartnerPrices',
        tags: ['partners'],
        summary: 'Indicative ex-farm prices for a commodity near a UK postcode',
        querystring: embedPricesQuerySchema,
        response: { 200: envelopeSchema(embedPricesResponseSchema), ...routeErrors, 429: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const { commodity: asked, postcode, priceType } = request.query;
      const wanted = asked.trim().toLowerCase();
      const commodity = (await service.reference()).commodities.find(
        (c) => c.name.toLowerCase() === wanted || c.commodityExternalCdkId.toLowerCase() === wanted,
      );
      if (!commodity) throw cropMarketingErrors.commodityNotFound();
      const prices = await service.indicativePrices(commodity, postcode, priceType);
      return ok({
        prices: {
          commodity: commodity.name,
          postcodeArea: postcodeArea(postcode),
          priceType,
          futuresContract: prices.futuresContract,
          updatedAt: prices.updatedAt,
          demo: prices.demo,
          pricingVersion: prices.pricingVersion,
          rows: prices.rows.map(embedPriceRow),
        },
      });
    },
  );
}
