// The futures markets' tables and chart (spec 2 §4 'Other', §9), without zod.
import type { FuturesContractId } from '@farm/core/domain';

/** The US (CME) grain markets, shown only with the `global-us-cme-price-data` flag (spec 2 §4). */
export const US_CME_GRAIN_FUTURES: readonly FuturesContractId[] = ['CBOT-WHEAT', 'CBOT-CORN', 'CBOT-SOYBEANS'];
export const US_CME_PRICE_FLAG = 'global-us-cme-price-data';

/** Spec 2 §9: at most 9 snapshots in an exchange table; 12 forecast periods in a futures table. */
export const EXCHANGE_TABLE_ROWS = 9;
export const FORECAST_PERIODS = 12;

/** Spec 2 §4: the chart's periods; 3M is the default on mobile and tablet, 2Y on desktop. */
export const CHART_PERIODS = ['1W', '1M', '3M', '6M', '1Y', '2Y'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];
export const DEFAULT_CHART_PERIOD = { compact: '3M', desktop: '2Y' } as const satisfies Record<string, ChartPeriod>;
/** Spec 2 §9: the chart's tick count and height. */
export const CHART_TICK_COUNT = 24;
export const CHART_HEIGHT = 520;

/** How far back each period reaches, in calendar months (1W is a week). */
export const CHART_PERIOD_MONTHS: Record<Exclude<ChartPeriod, '1W'>, number> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12, '2Y': 24 };

export type ChartResolution = '30m' | '1d';
/** Daily closes for the long periods; half-hour bars for a week, where daily points would be too few. */
export const chartResolution = (period: ChartPeriod): ChartResolution => (period === '1W' ? '30m' : '1d');
const BAR_SECONDS: Record<ChartResolution, number> = { '30m': 1800, '1d': 86_400 };

/**
 * The start of the bar a moment falls in (seconds since the epoch, UTC), the chart point's T: the server's
 * history and a page following live ticks put a price in the same bar.
 */
export const chartBarStart = (at: string | number, resolution: ChartResolution): number => {
  const seconds = Math.floor((typeof at === 'number' ? at : Date.parse(at)) / 1000);
  return seconds - (seconds % BAR_SECONDS[resolution]);
};
export const chartBarSeconds = (resolution: ChartResolution): number => BAR_SECONDS[resolution];
