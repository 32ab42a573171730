import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseTradingHoursSetting as parseTradingHours, tradingTimesAt } from './trading-times';

const weekdays = parseTradingHours('Mon-Fri 07:30-17:00');

describe('trading times', () => {
  it('is open on a weekday afternoon in British Summer Time, closing at 17:00 UK time', () => {
    const times = tradingTimesAt(weekdays, new Date('2026-07-01T15:00:00Z'));
    assert.equal(times.open, true);
    assert.equal(new Date(times.closesAt!).toISOString(), '2026-07-01T16:00:00.000Z');
  });

  it('after Friday close, opens on Monday at 07:30 GMT', () => {
    const times = tradingTimesAt(weekdays, new Date('2026-11-27T17:00:00Z'));
    assert.equal(times.open, false);
    assert.equal(new Date(times.opensAt!).toISOString(), '2026-11-30T07:30:00.000Z');
  });

  it('trades always with Mon-Sun 00:00-24:00', () => {
    assert.equal(tradingTimesAt(parseTradingHours('Mon-Sun 00:00-24:00'), new Date('2026-11-29T23:59:00Z')).open, true);
  });

  it('refuses a setting it cannot read, saying how to write it', () => {
    assert.throws(() => parseTradingHours('weekdays 9 to 5'), /write it like 'Mon-Fri 07:30-17:00'/);
    assert.throws(() => parseTradingHours('Fri-Mon 07:30-17:00'), /TRADING_HOURS/);
  });
});
