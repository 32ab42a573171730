import type { FuturesContract } from '@farm/core/domain';

/** What a price is in: pounds, euros or US cents a unit of grain, or (currency futures) one currency in another. */
export type MarketCurrency = 'GBP' | 'EUR' | 'USc' | 'FX';

export interface FuturesContractSpec {
  id: FuturesContract;
  description: string;
  /** What a price is quoted in, e.g. 'GBP per tonne' (the futures tables' contract basis). */
  contractBasis: string;
  currency: MarketCurrency;
  /** Where the demo walk starts and reverts to. */
  basePrice: number;
  /** Daily standard deviation of the log price. */
  dailyVolatility: number;
  /** Calendar months (1-12) with a listed delivery. */
  deliveryMonths: readonly number[];
  /** Each month further out costs this share more (storage and interest). */
  carryPerMonth: number;
  /** The exchange's price step. */
  tickSize: number;
  /** Multiplies a price into the contract currency's units per tonne: bushels per tonne / 100 for US cents. */
  perTonne: number;
  /** The demo walks whose product is the front month's price; a grain contract walks alone (its own id). */
  walks?: readonly DemoSeries[];
}

/** The exchange rates the demo market walks: pounds for a euro, dollars for a pound, dollars for a Canadian dollar. */
export type DemoSeries = 'EURGBP' | 'GBPUSD' | 'CADUSD';

/** The futures contracts the portal follows, as listed on their exchanges. */
export const futuresContracts: readonly FuturesContractSpec[] = [
  {
    id: 'LIFFE-FEED-WHEAT',
    description: 'LIFFE Feed Wheat',
    contractBasis: 'GBP per tonne',
    currency: 'GBP',
    basePrice: 192,
    dailyVolatility: 0.011,
    deliveryMonths: [1, 3, 5, 7, 11],
    carryPerMonth: 0.0035,
    tickSize: 0.05,
    perTonne: 1,
  },
  {
    id: 'MATIF-MILLING-WHEAT',
    description: 'MATIF Milling Wheat',
    contractBasis: 'EUR per tonne',
    currency: 'EUR',
    basePrice: 218,
    dailyVolatility: 0.011,
    deliveryMonths: [3, 5, 9, 12],
    carryPerMonth: 0.003,
    tickSize: 0.25,
    perTonne: 1,
  },
  {
    id: 'MATIF-RAPESEED',
    description: 'MATIF Rapeseed',
    contractBasis: 'EUR per tonne',
    currency: 'EUR',
    basePrice: 468,
    dailyVolatility: 0.012,
    deliveryMonths: [2, 5, 8, 11],
    carryPerMonth: 0.0025,
    tickSize: 0.25,
    perTonne: 1,
  },
  {
    id: 'CBOT-WHEAT',
    description: 'CME Wheat',
    contractBasis: 'US cents per bushel',
    currency: 'USc',
    basePrice: 548,
    dailyVolatility: 0.015,
    deliveryMonths: [3, 5, 7, 9, 12],
    carryPerMonth: 0.004,
    tickSize: 0.25,
    perTonne: 36.7437 / 100,
  },
  {
    id: 'CBOT-CORN',
    description: 'CME Corn',
    contractBasis: 'US cents per bushel',
    currency: 'USc',
    basePrice: 432,
    dailyVolatility: 0.013,
    deliveryMonths: [3, 5, 7, 9, 12],
    carryPerMonth: 0.0035,
    tickSize: 0.25,
    perTonne: 39.3679 / 100,
  },
  {
    id: 'CBOT-SOYBEANS',
    description: 'CME Soybeans',
    contractBasis: 'US cents per bushel',
    currency: 'USc',
    basePrice: 1046,
    dailyVolatility: 0.012,
    deliveryMonths: [1, 3, 5, 7, 8, 9, 11],
    carryPerMonth: 0.002,
    tickSize: 0.25,
    perTonne: 36.7437 / 100,
  },
];

const QUARTERLY = [3, 6, 9, 12] as const;
const currencyFutures = (id: FuturesContract, description: string, contractBasis: string, walks: readonly DemoSeries[]): FuturesContractSpec => ({
  id,
  description,
  contractBasis,
  currency: 'FX',
  basePrice: 1,
  dailyVolatility: 0,
  deliveryMonths: QUARTERLY,
  // Interest rate parity: a dollar-quoted pound or euro a quarter further out costs a little less.
  carryPerMonth: -0.0003,
  tickSize: 0.0001,
  perTonne: 1,
  walks,
});

/** CME's currency futures: the exchange rates page's FOREX tables. Their prices are the demo's exchange rates. */
export const currencyContracts: readonly FuturesContractSpec[] = [
  currencyFutures('CME-BRITISH-POUND', 'CME British Pound', 'US dollars per pound', ['GBPUSD']),
  currencyFutures('CME-EURO-FX', 'CME Euro FX', 'US dollars per euro', ['EURGBP', 'GBPUSD']),
  currencyFutures('CME-EURO-BRITISH-POUND', 'CME Euro/British Pound', 'Pounds per euro', ['EURGBP']),
  currencyFutures('CME-CANADIAN-DOLLAR', 'CME Canadian Dollar', 'US dollars per Canadian dollar', ['CADUSD']),
];

export const allFuturesContracts: readonly FuturesContractSpec[] = [...futuresContracts, ...currencyContracts];

/** The exchange rates the demo market also walks: pounds for a euro, dollars for a pound, dollars for a Canadian dollar. */
export const exchangeRateSeries: readonly { id: DemoSeries; basePrice: number; dailyVolatility: number }[] = [
  { id: 'EURGBP', basePrice: 0.852, dailyVolatility: 0.003 },
  { id: 'GBPUSD', basePrice: 1.268, dailyVolatility: 0.004 },
  { id: 'CADUSD', basePrice: 0.724, dailyVolatility: 0.0035 },
];

export function contractSpec(id: FuturesContract): FuturesContractSpec {
  const spec = allFuturesContracts.find((contract) => contract.id === id);
  if (!spec) throw new Error(`Unknown futures contract ${id}`);
  return spec;
}
