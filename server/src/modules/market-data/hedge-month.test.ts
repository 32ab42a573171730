import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractPeriods } from './contract-periods';
import { createDemoProvider } from './demo-provider';
import { contractSpec, futuresContracts } from './futures-contracts';
import { hedgeMonth, lastTradingTime } from './hedge-month';

const iso = (time: number) => new Date(time).toISOString();
const LIFFE = contractSpec('LIFFE-FEED-WHEAT');
const RAPESEED = contractSpec('MATIF-RAPESEED');

/** Each row of an 8-row table on a UK morning: its period and the month it hedges with. */
const hedged = (day: string, spec = LIFFE) => {
  const now = Date.parse(`${day}T10:00:00Z`);
  return contractPeriods(day, 8).map((period) => ({ period, month: hedgeMonth(spec, period, now), now }));
};

describe('last trading days', () => {
  it('ICE feed wheat: 12:30 London on the 23rd (the 7th for July), or the business day before', () => {
    assert.equal(iso(lastTradingTime('LIFFE-FEED-WHEAT', '2026-11')), '2026-11-23T12:30:00.000Z');
    assert.equal(iso(lastTradingTime('LIFFE-FEED-WHEAT', '2025-11')), '2025-11-21T12:30:00.000Z', 'Sunday the 23rd: the Friday');
    assert.equal(iso(lastTradingTime('LIFFE-FEED-WHEAT', '2026-07')), '2026-07-07T11:30:00.000Z', '12:30 BST');
    assert.equal(iso(lastTradingTime('LIFFE-FEED-WHEAT', '2035-03')), '2035-03-22T12:30:00.000Z', 'Good Friday the 23rd: the Thursday');
  });

  it('Euronext: milling wheat at 18:30 Paris on the 10th or the business day after; rapeseed on the last business day of the month before', () => {
    assert.equal(iso(lastTradingTime('MATIF-MILLING-WHEAT', '2026-05')), '2026-05-11T16:30:00.000Z', 'Sunday the 10th: the Monday');
    assert.equal(iso(lastTradingTime('MATIF-RAPESEED', '2027-02')), '2027-01-29T17:30:00.000Z', '31 January is a Sunday');
    assert.equal(iso(lastTradingTime('MATIF-RAPESEED', '2026-11')), '2026-10-30T17:30:00.000Z');
  });

  it('CME: grains the business day before the 15th; currencies before the third Wednesday', () => {
    assert.equal(iso(lastTradingTime('CBOT-WHEAT', '2026-12')), '2026-12-14T18:01:00.000Z');
    assert.equal(iso(lastTradingTime('CME-EURO-FX', '2026-12')), '2026-12-14T15:16:00.000Z');
    assert.equal(iso(lastTradingTime('CME-CANADIAN-DOLLAR', '2026-12')), '2026-12-15T15:16:00.000Z');
  });
});

describe('the month a price row hedges with', () => {
  it('late November: the November contract has stopped, so spot follows January and the harvest the next November', () => {
    const rows = hedged('2026-11-27');
    assert.equal(rows[0]!.period.asAvailable, true);
    assert.equal(rows[0]!.month, '2027-01');
    assert.equal(rows[1]!.month, '2027-01', 'December');
    assert.equal(rows[6]!.month, '2027-05', 'May');
    assert.deepEqual([rows[7]!.period.contractPeriod.from, rows[7]!.month], ['2027-07-01', '2027-11']);
    assert.equal(hedged('2026-11-27', RAPESEED)[0]!.month, '2027-02', 'rapeseed November stopped on 30 October');
  });

  it('switches from November to January at 12:30 on the last trading day', () => {
    const spot = contractPeriods('2026-11-23', 8)[0]!;
    assert.equal(hedgeMonth(LIFFE, spot, Date.parse('2026-11-23T12:29:59Z')), '2026-11');
    assert.equal(hedgeMonth(LIFFE, spot, Date.parse('2026-11-23T12:30:00Z')), '2027-01');
  });

  it('mid June: spot follows the old-crop July; July to September rows the new-crop November', () => {
    const rows = hedged('2026-06-15');
    assert.equal(rows[0]!.month, '2026-07');
    assert.deepEqual(
      rows.slice(1, 4).map((r) => r.month),
      ['2026-11', '2026-11', '2026-11'],
      'July, August, September',
    );
    assert.equal(rows[6]!.month, '2027-01', 'December');
    assert.equal(rows[7]!.month, '2027-11', 'the harvest after next');
    assert.equal(hedged('2026-06-15', RAPESEED)[1]!.month, '2026-11', 'not the August before harvest');
  });

  it('mid August: July has stopped, so spot and harvest rows follow November; later rows their own months', () => {
    const rows = hedged('2026-08-14');
    assert.deepEqual(
      rows.slice(0, 2).map((r) => r.month),
      ['2026-11', '2026-11'],
      'as available, September',
    );
    assert.equal(rows[4]!.month, '2027-01', 'December');
    assert.equal(rows[6]!.month, '2027-03', 'February');
    assert.equal(rows[7]!.month, '2027-11');
    assert.equal(hedged('2026-08-14', RAPESEED)[0]!.month, '2026-11', 'rapeseed August stopped on 31 July');
  });

  it('never picks a month past its last trading day, and keeps each row in its crop year', () => {
    for (const day of ['2026-11-27', '2026-06-15', '2026-08-14']) {
      for (const spec of futuresContracts) {
        for (const { period, month, now } of hedged(day, spec)) {
          const where = `${spec.id} ${period.sellKey} on ${day}: ${month}`;
          assert.ok(lastTradingTime(spec.id, month) > now, `${where} has stopped trading`);
          assert.ok(month >= period.periodMonth, `${where} is before the row`);
          if (!period.asAvailable && ['07', '08', '09'].includes(period.periodMonth.slice(5))) {
            assert.ok(month >= `${period.contractPeriod.cropYear}-11`, `${where} is not new crop`);
          }
        }
      }
    }
  });

  it('is a month the market lists at that moment, so every row has a price', () => {
    const provider = createDemoProvider({ tickSeconds: 15 });
    for (const day of ['2026-11-27', '2026-06-15', '2026-08-14']) {
      for (const spec of futuresContracts) {
        const rows = hedged(day, spec);
        const listed = provider
          .snapshot(rows[0]!.now)
          .quotes.filter((q) => q.contract === spec.id)
          .map((q) => q.deliveryMonth);
        for (const { month } of rows) assert.ok(listed.includes(month), `${spec.id} ${month} on ${day}`);
        for (const month of listed) assert.ok(lastTradingTime(spec.id, month) > rows[0]!.now, `${spec.id} lists ${month} on ${day}`);
      }
    }
  });
});
