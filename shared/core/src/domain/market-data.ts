import * as z from 'zod';
import { futuresContractSchema } from './futures-markets';
import { PRICE_TYPES } from './market-data-constants';

// What the page's one market stream moves (shared/core/src/market): price tables, ticks and futures snapshots
// (spec 2 §3). The platform's, because every page shares that stream; crop marketing builds on them.

export const priceTypeSchema = z.enum(PRICE_TYPES);
const isoDate = z.iso.date();

export const contractPeriodSchema = z.object({
  from: isoDate,
  to: isoDate,
  cropYear: z.number().int(),
  /** A split period spans part of a month or several months; it shows as 'DD/MM/YYYY - DD/MM/YYYY'. */
  isContractSplit: z.boolean(),
});
export type ContractPeriod = z.infer<typeof contractPeriodSchema>;

const priceRowSchema = z.object({
  contractPeriod: contractPeriodSchema,
  asAvailable: z.boolean(),
  priceCurrentYear: z.number().nullable(),
  pricePreviousYear: z.number().nullable(),
  /** Names the row when selling it or setting an alert on it. */
  sellReference: z.string(),
  /** Internal users only. */
  planAreaDescription: z.string().optional(),
  priceAlert: z.number().nullable(),
  triggerId: z.string().nullable(),
  changeDirection: z.enum(['+', '-', '']),
  netChange: z.number(),
  /** The futures delivery month the price follows ('YYYY-MM'), and that month's price in £/MT when priced. */
  deliveryMonth: z.string(),
  futuresPriceGbp: z.number(),
  /** A price from the merchant's price sheet, not the model (issue 29): ticks do not move it. */
  manual: z.boolean().optional(),
});
export type PriceRow = z.infer<typeof priceRowSchema>;

const pricesSchema = z.object({
  commodityExternalCdkId: z.string(),
  priceType: priceTypeSchema,
  farmAddressId: z.number().int(),
  isSustainable: z.boolean(),
  /** The price desk has paused selling of this commodity, or of everything (issue 29): the Sell buttons say so. */
  sellingPaused: z.boolean(),
  /**
   * What the price desk had set when these prices were made (basis, premiums, allowances, pauses): a tick of
   * another version makes the page fetch them again rather than move them by the futures alone.
   */
  pricingVersion: z.number().int(),
  futuresContract: futuresContractSchema,
  /** When the futures behind these prices last moved. */
  updatedAt: z.iso.datetime({ offset: true }),
  /** True while the market data comes from the built-in demo provider: screens say 'Demo data'. */
  demo: z.boolean(),
  rows: z.array(priceRowSchema),
});
export type Prices = z.infer<typeof pricesSchema>;
export const pricesResponseSchema = z.object({ prices: pricesSchema });

/** One futures price of a tick, with its value in £/MT so a client can move the ex-farm prices that follow it. */
const futuresQuoteSchema = z.object({
  contract: futuresContractSchema,
  deliveryMonth: z.string(),
  price: z.number(),
  priceGbp: z.number(),
});
export type FuturesQuote = z.infer<typeof futuresQuoteSchema>;

/** What the market stream sends on each tick (server-sent event `tick`). */
export const marketTickSchema = z.object({
  seq: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  demo: z.boolean(),
  quotes: z.array(futuresQuoteSchema),
  /** The price desk's version when the tick was stored (issue 29); a price table of another is fetched again. */
  pricingVersion: z.number().int().optional(),
});
export type MarketTick = z.infer<typeof marketTickSchema>;

/** GET /commodities (spec 2 §7, global): the futures markets, e.g. 'LIFFE Feed Wheat' in 'GBP per tonne'. */
const futuresCommoditySchema = z.object({
  commodityId: futuresContractSchema,
  commodityDescription: z.string(),
  contractBasis: z.string(),
});
export type FuturesCommodity = z.infer<typeof futuresCommoditySchema>;
export const futuresCommodityListSchema = z.object({ commodities: z.array(futuresCommoditySchema) });

/** Spec 2 §3 'Futures and exchange snapshot': GET /commodities/{id}/forecast?periods=12. */
export const futuresSnapshotSchema = futuresCommoditySchema.extend({
  snapshotTimeStamp: z.iso.datetime({ offset: true }),
  demo: z.boolean(),
  snapshots: z.array(
    z.object({
      deliveryMonth: z.string(),
      lastTradePrice: z.number(),
      bidValue: z.number(),
      askValue: z.number(),
      netChange: z.number(),
      changeDirection: z.enum(['+', '-', '']),
    }),
  ),
});
export type FuturesSnapshot = z.infer<typeof futuresSnapshotSchema>;
export const forecastQuerySchema = z.object({ periods: z.coerce.number().int().min(1).max(24).default(12) });
export const futuresSnapshotResponseSchema = z.object({ forecast: futuresSnapshotSchema });

/** The partner embed's question: indicative prices for a commodity near a postcode, without signing in. */
export const embedPricesQuerySchema = z.object({
  commodity: z.string().min(1).max(40),
  postcode: z.string().min(2).max(10),
  priceType: priceTypeSchema.default('XFM'),
});
const embedPricesSchema = z.object({
  commodity: z.string(),
  postcodeArea: z.string(),
  priceType: priceTypeSchema,
  futuresContract: futuresContractSchema,
  updatedAt: z.iso.datetime({ offset: true }),
  demo: z.boolean(),
  /** As a farmer's price table's: a partner page fetches the prices again on a tick of another version. */
  pricingVersion: z.number().int(),
  rows: z.array(
    priceRowSchema.pick({
      contractPeriod: true,
      priceCurrentYear: true,
      deliveryMonth: true,
      futuresPriceGbp: true,
      changeDirection: true,
      netChange: true,
      manual: true,
    }),
  ),
});
export type EmbedPrices = z.infer<typeof embedPricesSchema>;
export const embedPricesResponseSchema = z.object({ prices: embedPricesSchema });
