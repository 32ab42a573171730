import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dayToDate, expiryRange, isoDay, isWithinExpiryRange } from './expiry-range';

describe('standing offer expiry range', () => {
  const today = new Date(2026, 10, 23);

  it('runs from tomorrow to 90 days ahead, across a month end', () => {
    const { first, last } = expiryRange(today);
    assert.equal(isoDay(first), '2026-11-24');
    assert.equal(isoDay(last), '2027-02-21');
  });

  it('refuses today, the day after the last, and what is not a day', () => {
    assert.equal(isWithinExpiryRange('2026-11-23', today), false);
    assert.equal(isWithinExpiryRange('2026-11-24', today), true);
    assert.equal(isWithinExpiryRange('2027-02-21', today), true);
    assert.equal(isWithinExpiryRange('2027-02-22', today), false);
    assert.equal(isWithinExpiryRange('', today), false);
  });

  it('reads a day as local midnight', () => {
    assert.equal(dayToDate('2027-01-05')?.getDate(), 5);
    assert.equal(dayToDate('05/01/2027'), null);
  });
});
