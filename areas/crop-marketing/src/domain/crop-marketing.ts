import * as z from 'zod';
import {
  LOAD_TONNES,
  MAX_SALE_LOADS,
  MAX_VARIETIES,
  MIN_LOADS,
  MIN_VARIETIES,
  PRICE_PREFERENCE_PROFILES,
  cropMarketingMessages,
} from './crop-marketing-constants';
import { futuresContractSchema, priceTypeSchema } from '@farm/core/domain';

// Crop marketing's requests and answers (spec 2 §3, §7). Money is £/MT with 2 decimals; dates are ISO.

const yesNo = z.enum(['Yes', 'No']);

export const commoditySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  commodityExternalCdkId: z.string(),
  externalCdkId: z.string(),
  displayIndex: z.number().int(),
  rowCount: z.number().int(),
  /** The default specification text, e.g. '15/2/72/6' (moisture/admix/specific weight/...). */
  specification: z.string(),
  specificationDetails: z.array(z.object({ specDetailId: z.number().int(), specDetailName: z.string(), specDetailValue: z.string() })),
  varietyId: z.number().int().nullable(),
  priceType: priceTypeSchema,
  futuresContract: futuresContractSchema,
});
export type Commodity = z.infer<typeof commoditySchema>;
export const commodityListSchema = z.object({ commodities: z.array(commoditySchema) });

export const varietySchema = z.object({ varietyNumber: z.number().int(), varietyDescription: z.string() });
export type Variety = z.infer<typeof varietySchema>;
export const varietyListSchema = z.object({ varieties: z.array(varietySchema) });
export const varietiesQuerySchema = z.object({ commodityExternalCdkId: z.string().min(1).max(40) });

const pricePreferenceKeySchema = z.enum(
  Object.keys(PRICE_PREFERENCE_PROFILES) as [keyof typeof PRICE_PREFERENCE_PROFILES, ...(keyof typeof PRICE_PREFERENCE_PROFILES)[]],
);
export const pricePreferenceSchema = z.object({
  profileNumber: z.number().int(),
  key: pricePreferenceKeySchema,
  /** The label the filter menu shows, e.g. 'Food compliance'. */
  name: z.string(),
  currentValue: yesNo,
  defaultValue: yesNo,
});
export type PricePreference = z.infer<typeof pricePreferenceSchema>;
export const pricePreferenceListSchema = z.object({ preferences: z.array(pricePreferenceSchema) });
export const pricePreferenceParamsSchema = z.object({ profileNumber: z.coerce.number().int() });
export const pricePreferenceBodySchema = z.object({ currentValue: yesNo });

export const collectionAddressSchema = z.object({
  addressNumber: z.number().int(),
  addressName: z.string(),
  addressLines: z.array(z.string()),
  postcode: z.string(),
  addressType: z.literal('Collection'),
});
export type CollectionAddress = z.infer<typeof collectionAddressSchema>;
export const collectionAddressListSchema = z.object({ addresses: z.array(collectionAddressSchema) });
export const collectionAddressQuerySchema = z.object({ addressType: z.literal('Collection') });

export const pricesQuerySchema = z.object({
  priceType: priceTypeSchema.default('XFM'),
  farmAddressId: z.coerce.number().int(),
  commodityExternalCdkId: z.string().min(1).max(40),
  specificationName: z.string().max(40).optional(),
  varietyList: z.string().max(60).optional(),
});
export type PricesQuery = z.infer<typeof pricesQuerySchema>;

export const tradingTimesSchema = z.object({
  open: z.boolean(),
  /** The next opening when closed, the current one's close when open. */
  opensAt: z.iso.datetime({ offset: true }).nullable(),
  closesAt: z.iso.datetime({ offset: true }).nullable(),
  timeZone: z.string(),
  /** ISO weekday (1 = Monday) with UK local opening and closing times. */
  schedule: z.array(z.object({ day: z.number().int().min(1).max(7), opens: z.string(), closes: z.string() })),
});
export type TradingTimes = z.infer<typeof tradingTimesSchema>;
export const tradingTimesResponseSchema = z.object({ tradingTimes: tradingTimesSchema });

const varietyChoiceSchema = z
  .array(z.number().int())
  .min(MIN_VARIETIES, cropMarketingMessages.varietiesRule)
  .max(MAX_VARIETIES, cropMarketingMessages.varietiesRule)
  .refine((list) => new Set(list).size === list.length, cropMarketingMessages.varietiesRule);

const { quantityRule } = cropMarketingMessages;

/**
 * Whole loads of 29 MT, 1 to 17 (spec 2 §5, §9: 1 to 50 loads, at most 500 MT). Whatever breaks it, a blank or
 * a typed '-3', '2.5' or '1e9' (NaN, Infinity) included, gets the sale's rule, never zod's own words.
 */
const loadsSchema = z.number(quantityRule).int(quantityRule).min(MIN_LOADS, quantityRule).max(MAX_SALE_LOADS, quantityRule);

/** The same rule in tonnes, as a sale request carries it: a whole number of loads, by the loads' own schema. */
const quantitySchema = z
  .number(quantityRule)
  .int(quantityRule)
  .min(MIN_LOADS * LOAD_TONNES, quantityRule)
  .max(MAX_SALE_LOADS * LOAD_TONNES, quantityRule)
  .refine((tonnes) => loadsSchema.safeParse(tonnes / LOAD_TONNES).success, quantityRule);

/** What the seller chose: the row, where it is collected from, the varieties and the tonnes (whole loads). */
export const saleDraftSchema = z.object({
  commodityId: z.number().int(),
  farmAddressId: z.number().int(),
  priceType: priceTypeSchema,
  quantity: quantitySchema,
  sellReference: z.string().min(1).max(60),
  varietyList: varietyChoiceSchema,
});
export type SaleDraft = z.infer<typeof saleDraftSchema>;

/** POST /accounts/{id}/quotes answers this: the server's price for the draft, held until expiresAt. */
export const saleQuoteSchema = saleDraftSchema.extend({
  quoteId: z.uuid(),
  salePrice: z.number(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type SaleQuote = z.infer<typeof saleQuoteSchema>;
export const saleQuoteResponseSchema = z.object({ quote: saleQuoteSchema });

/** POST /accounts/{id}/contracts (spec 2 §3 Sale request), with the quote it accepts. */
export const saleRequestSchema = saleDraftSchema.extend({ quoteId: z.uuid(), salePrice: z.number() });
export type SaleRequest = z.infer<typeof saleRequestSchema>;
export const saleResponseSchema = z.object({ contractRef: z.string(), documentNo: z.string() });
export type SaleResponse = z.infer<typeof saleResponseSchema>;

/** The sell dialog's form: steps 1 and 2 pick these; step 3 needs the terms ticked. */
export const sellGrainFormSchema = z.object({
  varietyList: varietyChoiceSchema,
  loads: loadsSchema,
  termsAccepted: z.literal(true, cropMarketingMessages.termsRequired),
});
