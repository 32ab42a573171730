// The market data's constants that need no zod: the price types and how often prices load without the stream.

/** XFM is Ex-farm (the default); XFH is Ex-farm with the option to haul, worth a haulage allowance more. */
export const PRICE_TYPES = ['XFM', 'XFH'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const PRICE_TYPE_LABELS: Readonly<Record<PriceType, string>> = {
  XFM: 'Ex-farm',
  XFH: 'Ex-farm option to haul',
};

/** Without the live stream, prices are fetched again this often (refreshPricesInterval, 600000 ms). */
export const PRICE_REFRESH_MS = 600_000;
