import type { FuturesContract, FuturesQuote } from '@farm/core/domain';
import type { ChartPoint, ChartResolution } from '@farm/area-crop-marketing/domain';

export type { ChartPoint };

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
  /** The price desk's pricing_version when the tick was stored (migration 0030); none before the first is. */
  pricingVersion?: number;
}

/** Where market data comes from. `demo` is built in and needs no network; a licensed feed is another one. */
export interface MarketDataProvider {
  readonly name: string;
  readonly demo: boolean;
  snapshot(time: number): MarketSnapshot;
  /**
   * Closing prices of one delivery month, a bar at a time (daily or half-hourly), for the bars starting in
   * [`from`, `to`) (milliseconds), oldest first. A licensed feed would fetch them; the demo computes them.
   */
  history(contract: FuturesContract, deliveryMonth: string, resolution: ChartResolution, from: number, to: number): ChartPoint[] | Promise<ChartPoint[]>;
}
