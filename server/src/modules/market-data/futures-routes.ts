import {
  embedPricesQuerySchema,
  embedPricesResponseSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  forecastQuerySchema,
  futuresCommodityListSchema,
  futuresContractSchema,
  futuresSnapshotResponseSchema,
  toPenny,
} from '@farm/core/domain';
import { z } from 'zod';
import { ok, type ApiApp } from '../../http';
import { cropMarketingErrors } from './crop-marketing-errors';
import type { CropMarketingService } from './crop-marketing-service';
import { futuresContracts, contractSpec } from './futures-contracts';
import type { MarketFeed } from './market-feed';
import { postcodeArea } from './market-reference';

const errorResponses = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** GET /commodities and /commodities/{id}/forecast (spec 2 §7): the futures markets and their next delivery months. */
export function futuresRoutes(app: ApiApp, feed: MarketFeed): void {
  app.get(
    '/commodities',
    { schema: { tags: ['markets'], summary: 'The futures markets', response: { 200: envelopeSchema(futuresCommodityListSchema), ...errorResponses } } },
    async () => ok({ commodities: futuresContracts.map((c) => ({ commodityId: c.id, commodityDescription: c.description, contractBasis: c.contractBasis })) }),
  );

  app.get(
    '/commodities/:id/forecast',
    {
      schema: {
        tags: ['markets'],
        summary: "A futures market's next delivery months: last trade, bid, ask and net change",
        params: z.object({ id: futuresContractSchema }),
        querystring: forecastQuerySchema,
        response: { 200: envelopeSchema(futuresSnapshotResponseSchema), ...errorResponses },
      },
    },
    async (request) => {
      const spec = contractSpec(request.params.id);
      const { snapshot } = feed.latest();
      const snapshots = snapshot.quotes
        .filter((q) => q.contract === spec.id)
        .slice(0, request.query.periods)
        .map((q) => {
          const change = toPenny(q.price - q.previousClose);
          return {
            deliveryMonth: q.deliveryMonth,
            lastTradePrice: q.price,
            // The demo market quotes one exchange step either side of the last trade.
            bidValue: toPenny(q.price - spec.tickSize),
            askValue: toPenny(q.price + spec.tickSize),
            netChange: Math.abs(change),
            changeDirection: change > 0 ? ('+' as const) : change < 0 ? ('-' as const) : ('' as const),
          };
        });
      return ok({
        forecast: { commodityId: spec.id, commodityDescription: spec.description, contractBasis: spec.contractBasis, snapshotTimeStamp: snapshot.at, demo: snapshot.demo, snapshots },
      });
    },
  );
}

/** GET /prices for the partner embed <farm-prices>: indicative ex-farm prices near a postcode, no account. */
export function partnerPriceRoutes(app: ApiApp, service: CropMarketingService): void {
  app.get(
    '/prices',
    {
      schema: {
        tags: ['partners'],
        summary: 'Indicative ex-farm prices for a commodity near a UK postcode',
        querystring: embedPricesQuerySchema,
        response: { 200: envelopeSchema(embedPricesResponseSchema), ...errorResponses, 429: errorEnvelopeSchema },
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
          rows: prices.rows.map(({ contractPeriod, priceCurrentYear, deliveryMonth, futuresPriceGbp, changeDirection, netChange }) => ({
            contractPeriod,
            priceCurrentYear,
            deliveryMonth,
            futuresPriceGbp,
            changeDirection,
            netChange,
          })),
        },
      });
    },
  );
}
