import { embedPriceRow, type CollectionAddress, type Commodity, type PricePreference, type TradingTimes, type Variety } from '@farm/area-crop-marketing';
import type { EmbedPrices, FuturesContract, PriceRow, Prices, PriceType } from '@farm/core';
import { DEMO_MARKET_AT, demoFutures } from './futures-fixtures';

// The crop marketing demo data of the mock API (widget tests and the dev page's mock mode): three commodities
// priced from two futures contracts, in the shape the server answers. Numbers are fixed, so tests can name them.
// The futures markets themselves (global markets, exchange rates, ticks, charts) are in futures-fixtures.ts; the
// names crop marketing tests have always taken from here are passed on.
export { demoForecast, demoTick } from './futures-fixtures';

export const demoCommodities: Commodity[] = [
  commodity(1, 'Feed Wheat', 'FW', '15/2/72/6', 'LIFFE-FEED-WHEAT'),
  commodity(2, 'Feed Barley', 'FB', '15/2/63/6', 'LIFFE-FEED-WHEAT'),
  commodity(3, 'Oilseed Rape', 'OSR', '9/2/40/2/2', 'MATIF-RAPESEED'),
];

function commodity(id: number, name: string, cdk: string, specification: string, futuresContract: FuturesContract): Commodity {
  return {
    id,
    name,
    commodityExternalCdkId: cdk,
    externalCdkId: specification,
    displayIndex: id,
    rowCount: 8,
    specification,
    specificationDetails: [],
    varietyId: null,
    priceType: 'XFM',
    futuresContract,
  };
}

export const demoVarieties: Record<string, Variety[]> = {
  FW: ['Champion', 'Gleam', 'Graham', 'Dawsum', 'Extase'].map((name, i) => ({ varietyNumber: 101 + i, varietyDescription: name })),
  FB: ['KWS Orwell', 'Bazooka', 'Laureate'].map((name, i) => ({ varietyNumber: 201 + i, varietyDescription: name })),
  OSR: ['Aurelia', 'Campus'].map((name, i) => ({ varietyNumber: 301 + i, varietyDescription: name })),
};

/** The price preferences with their defaults, and what a 'Yes' adds in £/MT (the server's premiums). */
const PREFERENCES: [PricePreference['key'], number, string, PricePreference['defaultValue'], number][] = [
  ['priceTypeDefault', 22530001, 'Ex-farm prices', 'Yes', 0],
  ['foodCompliance', 22531328, 'Food compliance', 'No', 2],
  ['assurance', -1, 'Assured', 'Yes', 3],
  ['sustainability', 22531183, 'Sustainability', 'No', 1.5],
  ['distillingWheat', 22533325, 'Distilling wheat', 'No', 4],
  ['nilPostHarvestPesticides', 22534052, 'Nil post-harvest pesticides', 'No', 1],
  ['weekendCollections', 22535117, 'Weekend collections', 'No', 0.5],
];

export const demoPreferences = (): PricePreference[] =>
  PREFERENCES.map(([key, profileNumber, name, defaultValue]) => ({ key, profileNumber, name, currentValue: defaultValue, defaultValue }));

/** What the account's 'Yes' preferences add to every price (the price type is not a premium). */
function preferencePremium(preferences: readonly PricePreference[]): number {
  return preferences.reduce((sum, p) => sum + (p.currentValue === 'Yes' ? (PREFERENCES.find(([key]) => key === p.key)?.[4] ?? 0) : 0), 0);
}

/** Collection addresses by account: Harrison Farms has two, one with a long name to cut; Fen Edge has one. */
export const demoAddresses: Record<string, CollectionAddress[]> = {
  HAR001: [
    address(501, 'Home Farm', ['Church Lane', 'Saffron Walden'], 'CB10 1AA'),
    address(502, 'Long Meadow Grain Store and Drying Yard', ['Radwinter Road', 'Ashdon', 'Saffron Walden'], 'CB10 2RL'),
  ],
  FEN002: [address(601, 'Fen Edge Yard', ['Station Road', 'Ely'], 'CB7 4TX')],
};

function address(addressNumber: number, addressName: string, addressLines: string[], postcode: string): CollectionAddress {
  return { addressNumber, addressName, addressLines, postcode, addressType: 'Collection' };
}

/** £/MT over futures by commodity (the server's basis for the CB postcode area). */
const BASIS: Record<string, number> = { FW: -4.5, FB: -22, OSR: -16.5 };
/** What the option to haul is worth over ex-farm. */
const HAULAGE_ALLOWANCE = 3.5;

const round2 = (value: number) => Math.round(value * 100) / 100;
const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The id of the demo price alert on a commodity's fourth row (the server's ids are UUIDs). */
export const demoTriggerId = (commodityExternalCdkId: string) =>
  `a1e7a1e7-0000-4000-8000-${[...commodityExternalCdkId]
    .map((c) => c.charCodeAt(0).toString(16))
    .join('')
    .padStart(12, '0')}`;

/**
 * Row `index` of a price table. Row 2 is a split period (16th to 15th); row 3 has an active price alert; the
 * change alternates up and down.
 */
function priceRow(commodity: Commodity, index: number, priceType: PriceType, premium: number): PriceRow {
  const { deliveryMonth, price: priceGbp } = demoFutures(commodity.futuresContract, index);
  const [year, month] = deliveryMonth.split('-').map(Number) as [number, number];
  const split = index === 2;
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const price = round2(priceGbp + (BASIS[commodity.commodityExternalCdkId] ?? 0) + premium + (priceType === 'XFH' ? HAULAGE_ALLOWANCE : 0));
  return {
    contractPeriod: {
      from: `${deliveryMonth}-${split ? '16' : '01'}`,
      to: split ? `${monthKey(next.year, next.month)}-15` : `${deliveryMonth}-${lastDay(year, month)}`,
      cropYear: month >= 7 ? year : year - 1,
      isContractSplit: split,
    },
    asAvailable: false,
    priceCurrentYear: price,
    pricePreviousYear: round2(price - 12.3),
    sellReference: `${commodity.commodityExternalCdkId}-${deliveryMonth}`,
    planAreaDescription: `Plan area ${commodity.commodityExternalCdkId} ${index + 1}`,
    priceAlert: index === 3 ? round2(price + 10) : null,
    triggerId: index === 3 ? demoTriggerId(commodity.commodityExternalCdkId) : null,
    changeDirection: index % 2 === 0 ? '+' : '-',
    netChange: round2(0.75 + index * 0.25),
    deliveryMonth,
    futuresPriceGbp: priceGbp,
  };
}

export interface DemoPricesOptions {
  priceType?: PriceType;
  farmAddressId?: number;
  preferences?: readonly PricePreference[];
  /** Fewer rows than the commodity's rowCount; 0 gives 'No pricing is available'. */
  rows?: number;
}

/** An account's price table for a commodity, as GET /accounts/{id}/prices answers it. */
export function demoPrices(commodity: Commodity, options: DemoPricesOptions = {}): Prices {
  const priceType = options.priceType ?? 'XFM';
  const premium = preferencePremium(options.preferences ?? demoPreferences());
  const count = options.rows ?? commodity.rowCount;
  return {
    commodityExternalCdkId: commodity.commodityExternalCdkId,
    priceType,
    farmAddressId: options.farmAddressId ?? 501,
    isSustainable: false,
    sellingPaused: false,
    pricingVersion: 0,
    futuresContract: commodity.futuresContract,
    updatedAt: DEMO_MARKET_AT,
    demo: true,
    rows: Array.from({ length: count }, (_, index) => priceRow(commodity, index, priceType, premium)),
  };
}

/** A partner's indicative prices, as GET /public/prices answers them (the CB basis, default preferences). */
export function demoEmbedPrices(commodityName: string, postcode: string, priceType: PriceType = 'XFM'): EmbedPrices | undefined {
  const found = demoCommodities.find((c) => c.name.toLowerCase() === commodityName.trim().toLowerCase());
  if (!found) return undefined;
  const prices = demoPrices(found, { priceType, rows: 6 });
  return {
    commodity: found.name,
    postcodeArea:
      postcode
        .trim()
        .toUpperCase()
        .match(/^[A-Z]+/)?.[0] ?? '',
    priceType,
    futuresContract: found.futuresContract,
    updatedAt: prices.updatedAt,
    demo: true,
    pricingVersion: 0,
    rows: prices.rows.map(embedPriceRow),
  };
}

/** Trading hours: open on weekdays 08:30-16:30, UK time. `open: false` says it opens next at 08:30 on 24 Nov 2026. */
export function demoTradingTimes(open = true): TradingTimes {
  return {
    open,
    opensAt: open ? null : '2026-11-24T08:30:00.000Z',
    closesAt: open ? '2026-11-23T16:30:00.000Z' : null,
    timeZone: 'Europe/London',
    schedule: [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:30', closes: '16:30' })),
  };
}

/** The smallest well-formed PDF: what GET /accounts/{id}/documents/{documentNo} answers in the mock API. */
export const DEMO_CONTRACT_PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

/** How the price tables head the demo prices' delivery periods, in order: by month, and the split period by its dates. */
export const DEMO_PERIOD_HEADINGS = ['Nov 26', 'Dec 26', '16/01/2027 - 15/02/2027', 'Feb 27', 'Mar 27', 'Apr 27', 'May 27', 'Jun 27'];
