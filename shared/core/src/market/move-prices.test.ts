import { demoCommodities, demoEmbedPrices, demoExchangeCurrencies, demoForecast, demoPrices, demoTick } from '@farm/area-crop-marketing/mocks';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { movePrices, moveSnapshot, moveSnapshots } from './move-prices';

const feedWheat = demoCommodities[0]!;
const rape = demoCommodities[2]!;

describe('movePrices', () => {
  it("moves each quoted row by the futures' move in £/MT, both crop years, to two decimals, and follows the new futures price", () => {
    const prices = demoPrices(feedWheat);
    const [first, second] = prices.rows;
    const moved = movePrices(prices, demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 1.337 }]));
    const row = moved.rows[0]!;
    assert.equal(row.priceCurrentYear, Math.round((first!.priceCurrentYear! + 1.34) * 100) / 100);
    assert.equal(row.pricePreviousYear, Math.round((first!.pricePreviousYear! + 1.34) * 100) / 100);
    assert.equal(row.futuresPriceGbp, Math.round((first!.futuresPriceGbp + 1.34) * 100) / 100);
    assert.equal(moved.updatedAt, '2026-11-23T10:30:15.000Z');
    // A row the tick does not quote is the same object.
    assert.equal(moved.rows[1], second);

    // The next tick moves from the new futures price: the same quote again changes nothing.
    const again = movePrices(moved, demoTick(2, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 1.337 }]));
    assert.equal(again.rows[0]!.priceCurrentYear, row.priceCurrentYear);
  });

  it('moves the change since the close with the price, turning its direction when it crosses zero', () => {
    const prices = demoPrices(feedWheat);
    // Row 1 is down 1.00 on the day.
    assert.deepEqual([prices.rows[1]!.changeDirection, prices.rows[1]!.netChange], ['-', 1]);
    const up = movePrices(prices, demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 1, by: 1.5 }])).rows[1]!;
    assert.deepEqual([up.changeDirection, up.netChange], ['+', 0.5]);
    const flat = movePrices(prices, demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 1, by: 1 }])).rows[1]!;
    assert.deepEqual([flat.changeDirection, flat.netChange], ['', 0]);
  });

  it("leaves a table alone when the tick quotes only another contract's months", () => {
    const prices = demoPrices(feedWheat);
    assert.equal(movePrices(prices, demoTick(1, [{ contract: 'MATIF-RAPESEED', index: 0, by: 5 }])), prices);
    const rapePrices = demoPrices(rape);
    assert.notEqual(movePrices(rapePrices, demoTick(1, [{ contract: 'MATIF-RAPESEED', index: 0, by: 5 }])), rapePrices);
  });

  it('only moves the update time on for a tick that quotes the table without moving it', () => {
    const prices = demoPrices(feedWheat);
    const later = movePrices(prices, demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 0 }], '2026-11-23T10:31:00.000Z'));
    assert.equal(later.rows, prices.rows);
    assert.equal(later.updatedAt, '2026-11-23T10:31:00.000Z');
    assert.equal(movePrices(later, demoTick(0, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 0 }], '2026-11-23T10:30:00.000Z')), later);
  });

  it("holds a row of the merchant's price sheet where it is, whatever futures do, and moves the rest", () => {
    const prices = demoPrices(feedWheat);
    const sheet = { ...prices, rows: prices.rows.map((row, index) => (index === 0 ? { ...row, manual: true } : row)) };
    const moved = movePrices(
      sheet,
      demoTick(1, [
        { contract: 'LIFFE-FEED-WHEAT', index: 0, by: 3 },
        { contract: 'LIFFE-FEED-WHEAT', index: 1, by: 3 },
      ]),
    );
    assert.equal(moved.rows[0], sheet.rows[0]);
    assert.equal(moved.rows[1]!.priceCurrentYear, Math.round((prices.rows[1]!.priceCurrentYear! + 3) * 100) / 100);
  });

  it("moves a partner's indicative prices, which have no previous crop year", () => {
    const prices = demoEmbedPrices('Feed Wheat', 'CB10 2RL')!;
    const moved = movePrices(prices, demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 2, by: -2 }]));
    assert.equal(moved.rows[2]!.priceCurrentYear, Math.round((prices.rows[2]!.priceCurrentYear! - 2) * 100) / 100);
    assert.equal('pricePreviousYear' in moved.rows[2]!, false);
  });
});

describe('moveSnapshot', () => {
  it('takes the quoted price for each delivery month, moving the bid and ask with it', () => {
    const forecast = demoForecast('LIFFE-FEED-WHEAT');
    const before = forecast.snapshots[0]!;
    const moved = moveSnapshot(forecast, demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 2.25 }]));
    const after = moved.snapshots[0]!;
    assert.equal(after.lastTradePrice, Math.round((before.lastTradePrice + 2.25) * 100) / 100);
    assert.equal(after.bidValue, Math.round((before.bidValue + 2.25) * 100) / 100);
    assert.equal(after.askValue, Math.round((before.askValue + 2.25) * 100) / 100);
    assert.equal(moved.snapshotTimeStamp, '2026-11-23T10:30:15.000Z');
    assert.equal(moved.snapshots[1], forecast.snapshots[1]);
    assert.equal(moveSnapshot(forecast, demoTick(1, [{ contract: 'MATIF-RAPESEED', index: 0, by: 1 }])), forecast);
  });

  it('moves an exchange rate exactly at 4 decimals: bid, ask and the change since the close with it', () => {
    const pound = demoForecast('CME-BRITISH-POUND');
    assert.deepEqual(pound.snapshots[0], {
      deliveryMonth: '2026-12',
      lastTradePrice: 1.2862,
      bidValue: 1.2861,
      askValue: 1.2863,
      netChange: 0.0012,
      changeDirection: '+',
    });
    const up = moveSnapshot(pound, demoTick(1, [{ contract: 'CME-BRITISH-POUND', index: 0, by: 0.0003 }])).snapshots[0]!;
    // Exactly: the change is 0.0015, where 0.0012 + 0.0003 in floating point is 0.0014999999999999998.
    assert.deepEqual(up, { deliveryMonth: '2026-12', lastTradePrice: 1.2865, bidValue: 1.2864, askValue: 1.2866, netChange: 0.0015, changeDirection: '+' });
    const down = moveSnapshot(pound, demoTick(1, [{ contract: 'CME-BRITISH-POUND', index: 0, by: -0.0019 }])).snapshots[0]!;
    assert.deepEqual(down, { deliveryMonth: '2026-12', lastTradePrice: 1.2843, bidValue: 1.2842, askValue: 1.2844, netChange: 0.0007, changeDirection: '-' });
    const flat = moveSnapshot(pound, demoTick(1, [{ contract: 'CME-BRITISH-POUND', index: 0, by: -0.0012 }])).snapshots[0]!;
    assert.deepEqual([flat.netChange, flat.changeDirection], [0, '']);
  });

  it('leaves a snapshot alone for a quote of its month at the same price', () => {
    const euro = demoForecast('CME-EURO-FX');
    assert.equal(moveSnapshot(euro, demoTick(1, [{ contract: 'CME-EURO-FX', index: 0, by: 0 }])), euro);
  });
});

describe('moveSnapshots (the exchange rates, a futures-list query)', () => {
  it('moves only the quoted snapshot, keeping the others the same objects', () => {
    const rates = demoExchangeCurrencies();
    const moved = moveSnapshots(rates, demoTick(1, [{ contract: 'CME-EURO-FX', index: 2, by: 0.0021 }], '2026-11-23T10:50:00.000Z'));
    assert.notEqual(moved, rates);
    assert.equal(moved.length, 4);
    assert.equal(moved[0], rates[0]);
    assert.equal(moved[2], rates[2]);
    assert.equal(moved[1]!.snapshots[2]!.lastTradePrice, 1.0885);
    assert.equal(moved[1]!.snapshotTimeStamp, '2026-11-23T10:50:00.000Z');
  });

  it('keeps the same list when nothing in it moved, so nothing re-renders', () => {
    const rates = demoExchangeCurrencies();
    assert.equal(moveSnapshots(rates, demoTick(1, [{ contract: 'LIFFE-FEED-WHEAT', index: 0, by: 2 }])), rates);
    assert.equal(moveSnapshots(rates, demoTick(1, [{ contract: 'CME-CANADIAN-DOLLAR', index: 0, by: 0 }])), rates);
  });
});
