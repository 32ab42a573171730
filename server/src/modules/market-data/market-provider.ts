import type { FuturesContract, FuturesQuote } from '@farm/core/domain';

/** One futures price of a snapshot, with the previous day's close for its net change. */
export interface SnapshotQuote extends FuturesQuote {
  previousClose: number;
  previousCloseGbp: number;
}

/** The market at one moment: futures for the next listed delivery months of every contract, and the rates. */
export interface MarketSnapshot {
  at: string;
  demo: boolean;
  quotes: SnapshotQuote[];
  /** Pounds per euro and dollars per pound. */
  rates: { EURGBP: number; GBPUSD: number };
}

export interface ChartPoint {
  /** Seconds since the epoch (the chart's T). */
  T: number;
  /** Close (the chart's C). */
  C: number;
}

/** Where market data comes from. `demo` is built in and needs no network; a licensed feed is another one. */
export interface MarketDataProvider {
  readonly name: string;
  readonly demo: boolean;
  snapshot(time: number): MarketSnapshot;
  /** Daily closes of one delivery month from `from` to `to` (milliseconds), oldest first. */
  history(contract: FuturesContract, deliveryMonth: string, from: number, to: number): ChartPoint[];
}
