// Crop marketing's constants and texts (spec 2 §2, §4, §5, §8, §9). No zod here: the widget reads these as it runs.

/** XFM is Ex-farm (the default); XFH is Ex-farm with the option to haul, worth a haulage allowance more. */
export const PRICE_TYPES = ['XFM', 'XFH'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const PRICE_TYPE_LABELS: Readonly<Record<PriceType, string>> = {
  XFM: 'Ex-farm',
  XFH: 'Ex-farm option to haul',
};

export const LOAD_TONNES = 29;
export const MIN_LOADS = 1;
export const MAX_LOADS = 50;
/** The loads selector starts at 1 and steps by 5 (1, 5, 10 ... 50). */
export const LOAD_STEP = 5;
export const MIN_VARIETIES = 1;
export const MAX_VARIETIES = 3;
export const MIN_SALE_TONNES = 1;
export const MAX_SALE_TONNES = 500;
/** A quote holds its price this long; the confirm step counts the same time down (2:00). */
export const QUOTE_SECONDS = 120;
/** Without the live stream, prices are fetched again this often (refreshPricesInterval, 600000 ms). */
export const PRICE_REFRESH_MS = 600_000;
/** A collection address shows as one line, cut to this many characters. */
export const ADDRESS_MAX_CHARS = { mobile: 32, desktop: 48 } as const;

export const CURRENCY_PER_TONNE = '£/MT';

/** Price preference ids (spec 2 §9); weekendCollections and priceTypeDefault differ per environment. */
export const PRICE_PREFERENCE_PROFILES = {
  priceTypeDefault: 22530001,
  foodCompliance: 22531328,
  assurance: -1,
  sustainability: 22531183,
  distillingWheat: 22533325,
  nilPostHarvestPesticides: 22534052,
  weekendCollections: 22535117,
} as const;
export type PricePreferenceKey = keyof typeof PRICE_PREFERENCE_PROFILES;

export const cropMarketingMessages = {
  noPricing: 'No pricing is available',
  noAddressTitle: 'No Collection Address',
  noAddressText: 'There are no collection addresses associated with this account, please contact',
  addressConfirm: 'Updating your collection address may alter the price',
  refreshingPrice: 'Refreshing Price',
  creatingContract: 'Creating Contract',
  saleConfirmed: 'Sale confirmed',
  salePrice: 'Sale price (£/MT)',
  priceChanged: 'Sale price (£/MT) - price has changed',
  serverErrorTitle: 'Internal server error',
  serverErrorLines: ['Sorry, something went wrong,', 'Please try again. If this problem persists, please contact us at'],
  demoData: 'Demo data',
  /** Spec 2 §5: the sale rule, shown in the dialog and in the server's 400. */
  saleRule:
    'Choose 1 to 3 varieties and 1 to 50 whole loads of 29 MT, at most 500 MT. For part loads or more than 50 loads, please contact a trader.',
  varietiesRule: 'Choose 1 to 3 varieties.',
  quantityRule: 'Sell 1 to 50 whole loads of 29 MT, at most 500 MT. For part loads or more than 50 loads, please contact a trader.',
  termsRequired: 'Please accept the terms to complete the sale.',
  quoteExpired: 'The price has changed since your quote. Please check the new price.',
  priceMismatch: 'The sale price does not match your quote.',
  marketClosed: 'Trading is closed.',
  noCropMarketing: 'This business account does not have access to crop marketing.',
  idempotencyReused: 'This sale request key was already used for a different sale.',
} as const;
