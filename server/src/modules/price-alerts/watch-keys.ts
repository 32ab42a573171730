import { ALERT_REARM_MARGIN_PERCENT, ALERT_REARM_MARGIN_POUNDS } from '@farm/area-alerts/domain';
import { pence } from '@farm/core/domain';
import type { AlertCondition } from '@farm/area-alerts/domain';
import type { MarketSnapshot } from '../market-data';

/** What a condition compares: a delivery month's futures price in pence, or its day's change in basis points. */
type Measure = 'price' | 'change';
type Direction = 'up' | 'down';

const watchKey = (contract: string, deliveryMonth: string, measure: Measure, direction: Direction) => `${contract}|${deliveryMonth}|${measure}|${direction}`;

/** The tick as the engine's query reads it: per key, the value to compare (negated for 'down') and the futures price. */
export interface TickValues {
  keys: string[];
  values: number[];
  futuresPence: number[];
}

export function tickValues(snapshot: MarketSnapshot): TickValues {
  const out: TickValues = { keys: [], values: [], futuresPence: [] };
  const add = (key: string, value: number, futures: number) => {
    out.keys.push(key);
    out.values.push(value);
    out.futuresPence.push(futures);
  };
  for (const quote of snapshot.quotes) {
    const price = pence(quote.priceGbp);
    // Basis points of the day's move, in the contract's own currency (a rapeseed move is not the euro's).
    const change = quote.previousClose > 0 ? Math.round(((quote.price - quote.previousClose) / quote.previousClose) * 10_000) : 0;
    add(watchKey(quote.contract, quote.deliveryMonth, 'price', 'up'), price, price);
    add(watchKey(quote.contract, quote.deliveryMonth, 'price', 'down'), -price, price);
    add(watchKey(quote.contract, quote.deliveryMonth, 'change', 'up'), change, price);
    add(watchKey(quote.contract, quote.deliveryMonth, 'change', 'down'), -change, price);
  }
  return out;
}

export interface WatchedRow {
  futuresContract: string;
  deliveryMonth: string;
  /** Ex-farm price minus the futures price in £/MT, in pence: basis, premiums and haulage of the row. */
  offsetPence: number;
}

export interface WatchLevel {
  condition: AlertCondition | 'offer';
  watch_key: string;
  fire_level: number;
  rearm_margin: number | null;
  offset_pence: number;
}

/**
 * A condition as the engine stores it: fires when the tick's value for its key is at or above `fire_level`.
 * Thresholds are £/MT (target, floor, offer) or percent (rise, fall); zero means not set.
 */
export function watchLevel(row: WatchedRow, condition: AlertCondition | 'offer', threshold: number): WatchLevel {
  const key = (measure: Measure, direction: Direction) => watchKey(row.futuresContract, row.deliveryMonth, measure, direction);
  const base = { condition, offset_pence: row.offsetPence };
  switch (condition) {
    case 'target':
      return { ...base, watch_key: key('price', 'up'), fire_level: pence(threshold) - row.offsetPence, rearm_margin: pence(ALERT_REARM_MARGIN_POUNDS) };
    case 'floor':
      return { ...base, watch_key: key('price', 'down'), fire_level: -(pence(threshold) - row.offsetPence), rearm_margin: pence(ALERT_REARM_MARGIN_POUNDS) };
    case 'rise':
      return { ...base, watch_key: key('change', 'up'), fire_level: Math.round(threshold * 100), rearm_margin: Math.round(ALERT_REARM_MARGIN_PERCENT * 100) };
    case 'fall':
      return { ...base, watch_key: key('change', 'down'), fire_level: Math.round(threshold * 100), rearm_margin: Math.round(ALERT_REARM_MARGIN_PERCENT * 100) };
    case 'offer':
      // An offer re-arms by time only: when a fill was refused (the market shut), at the next opening.
      return { ...base, watch_key: key('price', 'up'), fire_level: pence(threshold) - row.offsetPence, rearm_margin: null };
  }
}

/** The conditions an alert's four thresholds set (those above zero). */
export function alertWatchLevels(row: WatchedRow, thresholds: Record<AlertCondition, number>): WatchLevel[] {
  return (Object.entries(thresholds) as [AlertCondition, number][])
    .filter(([, value]) => value > 0)
    .map(([condition, value]) => watchLevel(row, condition, value));
}
