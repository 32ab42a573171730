import * as z from 'zod';

/** The commodity id of a pause of every commodity. */
export const EVERY_COMMODITY_ID = 0;

/** A pause of selling that the price desk made (issue 29): one commodity's, or every commodity's (id 0). */
export const sellingPauseSchema = z.object({
  commodityId: z.number().int().min(0),
  /** The commodity's name, or 'Every commodity'. */
  commodityName: z.string(),
  pausedBy: z.string(),
  pausedAt: z.iso.datetime({ offset: true }),
});
export type SellingPause = z.infer<typeof sellingPauseSchema>;
export const sellingPauseListSchema = z.object({ pauses: z.array(sellingPauseSchema) });
export const sellingPauseParamsSchema = z.object({ commodityId: z.coerce.number().int().min(0).max(2_147_483_647) });

const POUNDS_MESSAGE = 'Enter pounds and pence, at most two decimal places.';

/**
 * £/MT as the desk enters it: to the penny, within what a trader would ever set. A number from the API, or the
 * text of the form's box: one rule for both.
 */
const poundsPerTonne = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, POUNDS_MESSAGE)
        .transform(Number),
    ])
    .pipe(
      z
        .number()
        .min(min, `Enter an amount from £${min} to £${max}.`)
        .max(max, `Enter an amount from £${min} to £${max}.`)
        .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, POUNDS_MESSAGE),
    );

/** The basis of a commodity in a postcode area ('*': every area without its own), £/MT over or under futures. */
export const priceBasisSchema = z.object({
  commodityId: z.coerce.number<number | string>().int().positive('Choose a commodity.'),
  postcodeArea: z
    .string()
    .trim()
    .toUpperCase()
    .refine((area) => area === '*' || /^[A-Z]{1,2}$/.test(area), 'A postcode area is one or two letters, such as CB, or * for every other area.'),
  basis: poundsPerTonne(-500, 500),
});
export type PriceBasis = z.infer<typeof priceBasisSchema>;

export const pricePremiumSchema = z.object({ premium: poundsPerTonne(-100, 100) });

export const priceAllowancesSchema = z.object({
  /** Paid on top for the option to haul (XFH). */
  haulageAllowance: poundsPerTonne(0, 100),
  /** The previous crop's price under the current crop's. */
  previousCropSpread: poundsPerTonne(-100, 100),
});
export type PriceAllowancesForm = z.infer<typeof priceAllowancesSchema>;

/**
 * A row of the merchant's price sheet (issue 29): an ex-farm price its trading desk pushed (`prices:write`) for a
 * commodity, a period ('as-available' or a month, 'YYYY-MM') and a postcode area ('*': every area without its
 * own), which replaces the model's futures and basis for those rows until withdrawn or expired.
 */
export const manualPriceSchema = z.object({
  externalId: z.string(),
  commodityId: z.number().int(),
  commodityName: z.string(),
  period: z.string(),
  postcodeArea: z.string(),
  price: z.number(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The integration client that pushed it. */
  setBy: z.string(),
  setAt: z.iso.datetime({ offset: true }),
});
export type ManualPrice = z.infer<typeof manualPriceSchema>;

/** Everything the price desk sets, as its page shows it. */
export const priceDeskSchema = z.object({
  commodities: z.array(z.object({ commodityId: z.number().int(), name: z.string() })),
  basis: z.array(z.object({ commodityId: z.number().int(), commodityName: z.string(), postcodeArea: z.string(), basis: z.number() })),
  premiums: z.array(z.object({ profileNumber: z.number().int(), name: z.string(), premium: z.number() })),
  allowances: z.object({ haulageAllowance: z.number(), previousCropSpread: z.number() }),
  pauses: z.array(sellingPauseSchema),
  manualPrices: z.array(manualPriceSchema),
  /** The hours selling is open, as written ('Mon-Fri 07:30-17:00'): the desk's, or else the deployment's. */
  tradingHours: z.object({ hours: z.string(), setByDesk: z.boolean(), deploymentHours: z.string() }),
});
export type PriceDesk = z.infer<typeof priceDeskSchema>;
