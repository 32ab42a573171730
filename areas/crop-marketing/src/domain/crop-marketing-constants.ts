// Crop marketing's constants and texts (spec 2 §2, §4, §5, §8, §9). No zod here: the widget reads these as it runs.
import { shellDialogMessages } from '@farm/core/domain';

export const LOAD_TONNES = 29;
export const MIN_LOADS = 1;
/** Spec 2 §9's loads (1 to 50) and tonnage (1 to 500 MT) of one sale; one load already makes the 1 MT minimum. */
const MAX_LOADS = 50;
const MAX_SALE_TONNES = 500;
/** The loads selector starts at 1 and steps by 5 (1, 5, 10, 15, then the most a sale may be). */
export const LOAD_STEP = 5;
export const MIN_VARIETIES = 1;
export const MAX_VARIETIES = 3;
/**
 * The most whole loads one online sale may be: spec 2 §9 allows 1 to 50 loads but at most 500 MT, and 500 MT is
 * 17 loads of 29 MT (18 are 522 MT). The selector, its text and the schemas all stop here.
 */
export const MAX_SALE_LOADS = Math.min(MAX_LOADS, Math.floor(MAX_SALE_TONNES / LOAD_TONNES));
/** Spec 2 §9 'As-available contract notice': an 'as available' sale is collected within this many full working days. */
const AS_AVAILABLE_WORKING_DAYS = 10;
/** A quote holds its price this long; the confirm step counts the same time down (2:00). */
export const QUOTE_SECONDS = 120;
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
  ...shellDialogMessages,
  noPricing: 'No pricing is available',
  addressConfirm: 'Updating your collection address may alter the price',
  refreshingPrice: 'Refreshing Price',
  creatingContract: 'Creating Contract',
  saleConfirmed: 'Sale confirmed',
  salePrice: 'Sale price (£/MT)',
  priceChanged: 'Sale price (£/MT) - price has changed',
  demoData: 'Demo data',
  /**
   * Spec 2 §9's as-available contract notice (its wording is not given): under the 'as available' row of a price
   * table, and on the sale's Confirm step before the terms are accepted.
   */
  asAvailableNotice: `As available: collected within ${AS_AVAILABLE_WORKING_DAYS} full working days of the sale.`,
  /** A row the merchant's price sheet prices (issue 29): the market's ticks do not move it. */
  manualPriceNotice: 'Priced by our trading desk: it does not move with the market.',
  /**
   * Spec 2 §5: the sale rule, shown in the dialog and in the server's 400. The loads the text names are the loads
   * the selector allows (MAX_SALE_LOADS); any amount that breaks it (none, negative, a part load, too many, not a
   * number) gets this text, in the form and from the server alike.
   */
  saleRule: `Choose ${MIN_VARIETIES} to ${MAX_VARIETIES} varieties and ${MIN_LOADS} to ${MAX_SALE_LOADS} whole loads of ${LOAD_TONNES} MT (at most ${MAX_SALE_TONNES} MT). For part loads or more than ${MAX_SALE_LOADS} loads, please contact a trader.`,
  varietiesRule: `Choose ${MIN_VARIETIES} to ${MAX_VARIETIES} varieties.`,
  quantityRule: `Sell ${MIN_LOADS} to ${MAX_SALE_LOADS} whole loads of ${LOAD_TONNES} MT (at most ${MAX_SALE_TONNES} MT). For part loads or more than ${MAX_SALE_LOADS} loads, please contact a trader.`,
  termsRequired: 'Please accept the terms to complete the sale.',
  quoteExpired: 'The price has changed since your quote. Please check the new price.',
  priceMismatch: 'The sale price does not match your quote.',
  marketClosed: 'Trading is closed.',
  /** Issue 29: the price desk stopped selling of a commodity, or of everything, for now. */
  sellingPaused: 'Our trading desk has paused selling of this crop for now. Please try again later or contact a trader.',
  noCropMarketing: 'This business account does not have access to crop marketing.',
  idempotencyReused: 'This sale request key was already used for a different sale.',
  /**
   * After a reload during a sale (the spec names no text): during the countdown nothing was sent, so nothing was
   * sold; once 'Complete sale' was sent, the answer was lost, so the sale may have been made.
   */
  saleNotCompletedTitle: 'Sale not completed',
  saleNotCompleted: 'Your sale was not completed. Nothing was sold.',
  saleUnconfirmedTitle: 'Sale not confirmed',
  saleUnconfirmed:
    'The page was reloaded before your sale was confirmed, so it may have been made. Please check your contracts in My Account before you sell again.',
} as const;
