import type { CollectionAddress, Variety } from '@farm/area-crop-marketing/domain';
import type { ContractPeriod } from '@farm/core/domain';
import type { RowPriceQuestion, SalePricing } from '../modules/market-data';

/**
 * Market data for the selling tests, which are about selling, not pricing: a few commodities, varieties,
 * collection addresses and price rows, with the price, the trading times and who may trade as knobs a test turns.
 */
export interface FakeSalePricing extends SalePricing {
  /** £/MT of every row for XFM; XFH is HAULAGE_ALLOWANCE more. */
  price: number;
  open: boolean;
  /** When trading opens next, while closed. */
  opensAt: string;
  /** Accounts without crop marketing (no hasMCM, or the tile locked). */
  refusedAccounts: Set<string>;
  /** Commodities whose selling the price desk paused. */
  pausedCommodities: Set<number>;
  /** How many times each method was asked, so a test can tell a replay asked nothing. */
  calls: { priceOf: number };
}

export const HAULAGE_ALLOWANCE = 3;

const varieties: Record<number, Variety[]> = {
  1: [
    { varietyNumber: 101, varietyDescription: 'Champion' },
    { varietyNumber: 102, varietyDescription: 'Gleam' },
    { varietyNumber: 103, varietyDescription: 'Graham' },
    { varietyNumber: 104, varietyDescription: 'Dawsum' },
  ],
  3: [{ varietyNumber: 301, varietyDescription: 'Aurelia' }],
};
const commodityNames: Record<number, string> = { 1: 'Feed Wheat', 3: 'Oilseed Rape' };

/** Collection addresses by account: Harrison Farms' 11 and Fen Edge's 21. */
const addresses: Record<string, CollectionAddress[]> = {
  HARR0001: [
    {
      addressNumber: 11,
      addressName: 'Home Farm',
      addressLines: ['Radwinter Road', 'Saffron Walden', 'Essex'],
      postcode: 'CB10 2RL',
      addressType: 'Collection',
    },
  ],
  FENE0002: [{ addressNumber: 21, addressName: 'Fen Edge Yard', addressLines: ['Padney Drove', 'Ely'], postcode: 'CB7 5XY', addressType: 'Collection' }],
};

/** Rows by sell reference: one month, and a split period. */
const fakeRows: Record<string, { contractPeriod: ContractPeriod; deliveryMonth: string }> = {
  'FW-2026-11': { contractPeriod: { from: '2026-11-01', to: '2026-11-30', cropYear: 2026, isContractSplit: false }, deliveryMonth: '2026-11' },
  'FW-2027-01-SPLIT': { contractPeriod: { from: '2026-12-15', to: '2027-01-31', cropYear: 2026, isContractSplit: true }, deliveryMonth: '2027-01' },
};

export function fakeSalePricing(): FakeSalePricing {
  const fake: FakeSalePricing = {
    price: 192.5,
    open: true,
    opensAt: '2026-11-24T07:30:00.000Z',
    refusedAccounts: new Set(),
    pausedCommodities: new Set(),
    calls: { priceOf: 0 },
    priceOf: async (question: RowPriceQuestion) => {
      fake.calls.priceOf++;
      const address = addresses[question.accountReference]?.find((candidate) => candidate.addressNumber === question.farmAddressId);
      const row = fakeRows[question.sellReference];
      const commodityName = commodityNames[question.commodityId];
      if (!address || !row || !commodityName) return undefined;
      const price = question.priceType === 'XFH' ? fake.price + HAULAGE_ALLOWANCE : fake.price;
      return { price, commodityName, collectionAddress: address, ...row };
    },
    varietiesOf: async (commodityId) => varieties[commodityId] ?? [],
    tradingTimes: async () => ({
      open: fake.open,
      opensAt: fake.open ? null : fake.opensAt,
      closesAt: null,
      timeZone: 'Europe/London',
      schedule: [],
    }),
    canTrade: async (accountReference) => !fake.refusedAccounts.has(accountReference),
    sellingPaused: async (commodityId) => fake.pausedCommodities.has(commodityId),
  };
  return fake;
}
