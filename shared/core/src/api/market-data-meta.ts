/**
 * Marks the cached answers the live market stream moves (market/apply-ticks.ts finds them by this): price
 * tables (an account's prices and a partner's indicative prices share the row shape), futures snapshots and
 * lists of them (the exchange rates).
 */
export const MARKET_DATA_META = {
  prices: { marketData: 'prices' },
  futures: { marketData: 'futures' },
  futuresList: { marketData: 'futures-list' },
} as const;

export type MarketDataKind = (typeof MARKET_DATA_META)[keyof typeof MARKET_DATA_META]['marketData'];
