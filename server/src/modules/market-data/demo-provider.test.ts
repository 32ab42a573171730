import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DAY_MS } from './demo-walk';
import { createDemoProvider } from './demo-provider';
import type { ChartPoint } from './market-provider';

const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);

describe('the demo market', () => {
  it('gives the same prices for the same moment on every instance', () => {
    const a = createDemoProvider({ tickSeconds: 15 }).snapshot(NOW);
    const b = createDemoProvider({ tickSeconds: 15 }).snapshot(NOW);
    assert.deepEqual(a, b);
  });

  it('moves between two ticks, and ends a day at its close', () => {
    const provider = createDemoProvider({ tickSeconds: 15 });
    const front = (time: number) => provider.snapshot(time).quotes.find((q) => q.contract === 'LIFFE-FEED-WHEAT')!;
    // A tick's move can be less than the exchange's price step, so look a few ticks on.
    assert.ok([1, 2, 3].some((ticks) => front(NOW + ticks * 15_000).price !== front(NOW).price));
    const midnight = Math.ceil(NOW / DAY_MS) * DAY_MS;
    assert.equal(front(midnight).previousClose, front(midnight).price);
  });

  it('lists 12 delivery months per contract, in the months the exchange lists, from the nearest still trading', () => {
    const quotes = createDemoProvider({ tickSeconds: 15 })
      .snapshot(NOW)
      .quotes.filter((q) => q.contract === 'LIFFE-FEED-WHEAT');
    assert.equal(quotes.length, 12);
    // November stopped trading at 12:30 on the 23rd.
    assert.deepEqual(
      quotes.slice(0, 5).map((q) => q.deliveryMonth),
      ['2027-01', '2027-03', '2027-05', '2027-07', '2027-11'],
    );
  });

  it('stays within a believable range over two years of daily history', () => {
    const history = createDemoProvider({ tickSeconds: 15 }).history('LIFFE-FEED-WHEAT', '2027-01', '1d', NOW - 730 * DAY_MS, NOW) as ChartPoint[];
    assert.ok(history.length > 500, `${history.length} weekday closes`);
    for (const point of history) assert.ok(point.C > 100 && point.C < 350, `close ${point.C}`);
  });

  it('gives half-hour bars on weekdays only, each closing at the price its last moment reached', () => {
    const provider = createDemoProvider({ tickSeconds: 15 });
    const week = provider.history('LIFFE-FEED-WHEAT', '2027-01', '30m', NOW - 7 * DAY_MS, NOW) as ChartPoint[];
    const weekdays = new Set(week.map((point) => new Date(point.T * 1000).getUTCDay()));
    assert.ok(!weekdays.has(0) && !weekdays.has(6), 'no weekend bars');
    assert.ok(
      week.every((point, i) => i === 0 || point.T > week[i - 1]!.T),
      'oldest first',
    );
    const last = week.at(-1)!;
    const atBarEnd = provider.snapshot((last.T + 1800) * 1000).quotes.find((q) => q.contract === 'LIFFE-FEED-WHEAT' && q.deliveryMonth === '2027-01')!;
    assert.equal(last.C, atBarEnd.price);
  });

  it('prices currency futures from the walked exchange rates, to 4 decimals', () => {
    const snapshot = createDemoProvider({ tickSeconds: 15 }).snapshot(NOW);
    const pound = snapshot.quotes.filter((q) => q.contract === 'CME-BRITISH-POUND');
    assert.deepEqual(
      pound.slice(0, 4).map((q) => q.deliveryMonth.slice(5)),
      ['12', '03', '06', '09'],
    );
    assert.ok(Math.abs(pound[0]!.price - snapshot.rates.GBPUSD) < 0.01, `${pound[0]!.price} near ${snapshot.rates.GBPUSD}`);
    for (const quote of snapshot.quotes.filter((q) => q.contract.startsWith('CME-'))) assert.equal(quote.price, Number(quote.price.toFixed(4)));
  });

  it('converts euro futures into pounds at the walked exchange rate', () => {
    const snapshot = createDemoProvider({ tickSeconds: 15 }).snapshot(NOW);
    const rapeseed = snapshot.quotes.find((q) => q.contract === 'MATIF-RAPESEED')!;
    assert.equal(rapeseed.priceGbp, Math.round(rapeseed.price * snapshot.rates.EURGBP * 100) / 100);
  });
});
