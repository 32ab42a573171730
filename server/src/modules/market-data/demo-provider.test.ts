import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DAY_MS } from './demo-walk';
import { createDemoProvider } from './demo-provider';

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
    assert.notEqual(front(NOW).price, front(NOW + 15_000).price);
    const midnight = Math.ceil(NOW / DAY_MS) * DAY_MS;
    assert.equal(front(midnight).previousClose, front(midnight).price);
  });

  it('lists 12 delivery months per contract, in the months the exchange lists', () => {
    const quotes = createDemoProvider({ tickSeconds: 15 }).snapshot(NOW).quotes.filter((q) => q.contract === 'LIFFE-FEED-WHEAT');
    assert.equal(quotes.length, 12);
    assert.deepEqual(quotes.slice(0, 5).map((q) => q.deliveryMonth), ['2026-11', '2027-01', '2027-03', '2027-05', '2027-07']);
  });

  it('stays within a believable range over two years of daily history', () => {
    const history = createDemoProvider({ tickSeconds: 15 }).history('LIFFE-FEED-WHEAT', '2027-01', NOW - 730 * DAY_MS, NOW);
    assert.ok(history.length > 500, `${history.length} weekday closes`);
    for (const point of history) assert.ok(point.C > 100 && point.C < 350, `close ${point.C}`);
  });

  it('converts euro futures into pounds at the walked exchange rate', () => {
    const snapshot = createDemoProvider({ tickSeconds: 15 }).snapshot(NOW);
    const rapeseed = snapshot.quotes.find((q) => q.contract === 'MATIF-RAPESEED')!;
    assert.equal(rapeseed.priceGbp, Math.round(rapeseed.price * snapshot.rates.EURGBP * 100) / 100);
  });
});
