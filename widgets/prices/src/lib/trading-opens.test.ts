import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tradingOpensLabel } from './trading-opens';

/** A local time of the test's zone, as an ISO instant (the label is in the browser's time). */
const local = (year: number, month: number, day: number, hour: number, minute = 0) => new Date(year, month - 1, day, hour, minute).toISOString();

describe('tradingOpensLabel', () => {
  it('says the time alone when trading opens later today', () => {
    assert.equal(tradingOpensLabel(local(2026, 11, 24, 8, 30), new Date(2026, 10, 24, 6, 0)), 'Opens 8:30 AM');
  });

  it('names the weekday when trading opens on another day', () => {
    // 24 November 2026 is a Tuesday.
    assert.equal(tradingOpensLabel(local(2026, 11, 24, 8, 30), new Date(2026, 10, 23, 17, 0)), 'Opens Tue 8:30 AM');
  });

  it("says 'Closed' when no opening is known", () => {
    assert.equal(tradingOpensLabel(null), 'Closed');
  });
});
