import { pence, type PriceRow } from '@farm/core/domain';
import { createDemoProvider } from '../../../server/src/modules/market-data/demo-provider';

/** How often the e2e servers tick (PRICE_TICK_SECONDS in tests/e2e/support/test.ts). */
export const E2E_TICK_MS = 3000;
const provider = createDemoProvider({ tickSeconds: E2E_TICK_MS / 1000 });

export interface FutureTarget {
  /** £/MT: above every price of the row until `settingMs` from now, so still above it when the spec sets it. */
  price: number;
  /** When a tick of the server first reaches it (ms since the epoch). */
  reachedAt: number;
}

/**
 * A target for `row` that its server's real ticks reach soon. The demo market is a pure function of time (README
 * 'Grain prices: the model'), so a spec can tell the coming prices: the target is a penny above the highest
 * until the spec has had `settingMs` to set it, and `reachedAt` is the first tick after that at or above it.
 */
function comingTarget(row: PriceRow, futuresContract: string, settingMs = 12_000): FutureTarget {
  const offset = pence(row.priceCurrentYear!) - pence(row.futuresPriceGbp);
  const futuresAt = (time: number) => pence(provider.snapshot(time).quotes.find((q) => q.contract === futuresContract && q.deliveryMonth === row.deliveryMonth)!.priceGbp);
  const first = Math.floor(Date.now() / E2E_TICK_MS) * E2E_TICK_MS;
  const settled = first + settingMs;
  let highest = pence(row.futuresPriceGbp);
  for (let time = first; time <= settled; time += E2E_TICK_MS) highest = Math.max(highest, futuresAt(time));
  const target = highest + 1;
  for (let time = settled + E2E_TICK_MS; ; time += E2E_TICK_MS) {
    if (futuresAt(time) >= target) return { price: (target + offset) / 100, reachedAt: time };
  }
}

/** Of a table's rows, the one whose coming target is reached first, and that target. */
export function soonestRow(rows: readonly PriceRow[], futuresContract: string, settingMs?: number): { index: number; target: FutureTarget } {
  const targets = rows.map((row, index) => ({ index, target: comingTarget(row, futuresContract, settingMs) }));
  return targets.reduce((soonest, next) => (next.target.reachedAt < soonest.target.reachedAt ? next : soonest));
}

/** How long to wait for `target`: until its tick, and a little more for the server and the page. */
export const untilReached = (target: FutureTarget) => Math.max(0, target.reachedAt - Date.now()) + 20_000;
