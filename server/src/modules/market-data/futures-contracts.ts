import type { FuturesContract } from '@farm/core/domain';

export type MarketCurrency = 'GBP' | 'EUR' | 'USc';

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
}

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

/** The exchange rates the demo market also walks: pounds for a euro, dollars for a pound. */
export const exchangeRateSeries = [
  { id: 'EURGBP', basePrice: 0.852, dailyVolatility: 0.003 },
  { id: 'GBPUSD', basePrice: 1.268, dailyVolatility: 0.004 },
] as const;

export function contractSpec(id: FuturesContract): FuturesContractSpec {
  const spec = futuresContracts.find((contract) => contract.id === id);
  if (!spec) throw new Error(`Unknown futures contract ${id}`);
  return spec;
}
