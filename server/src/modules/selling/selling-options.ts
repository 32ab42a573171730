import type { SalePricing } from '../market-data';

/** What the selling routes need besides the database: the market data's prices, and the time. */
export interface SellingOptions {
  pricing: SalePricing;
  /** Milliseconds since the epoch; tests move it instead of waiting for a quote to expire. */
  clock: () => number;
}
