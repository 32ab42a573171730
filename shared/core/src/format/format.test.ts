import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatDate, formatPounds, formatPoundsPerTonne } from './format';

describe('format', () => {
  it('writes the four date formats', () => {
    assert.equal(formatDate('2026-03-07'), '07/03/2026');
    assert.equal(formatDate('2026-03-07', 'iso'), '2026-03-07');
    assert.equal(formatDate('2026-03-07', 'short'), '07 Mar 26');
    assert.equal(formatDate('2026-03-07', 'monthYear'), 'Mar 26');
  });
  it("writes September as moment's 'Sep', not ICU's 'Sept'", () => {
    assert.equal(formatDate('2026-09-30', 'short'), '30 Sep 26');
    assert.equal(formatDate('2026-09-30', 'monthYear'), 'Sep 26');
  });
  it("reads a calendar date as that day in the browser's zone, and an instant in the browser's zone", () => {
    assert.equal(formatDate('2026-01-01'), '01/01/2026');
    const instant = new Date(2026, 0, 1, 0, 30);
    assert.equal(formatDate(instant.toISOString()), '01/01/2026');
    assert.equal(formatDate(instant.getTime()), '01/01/2026');
    assert.equal(formatDate(instant), '01/01/2026');
  });
  it('writes the time of day as h:mm A', () => {
    assert.equal(formatDate(new Date(2026, 2, 7, 0, 5), 'time'), '12:05 AM');
    assert.equal(formatDate(new Date(2026, 2, 7, 12, 0), 'time'), '12:00 PM');
    assert.equal(formatDate(new Date(2026, 2, 7, 17, 30).toISOString(), 'time'), '5:30 PM');
  });
  it('writes nothing for a missing or invalid date', () => {
    assert.equal(formatDate(null), '');
    assert.equal(formatDate(''), '');
    assert.equal(formatDate('not a date'), '');
    assert.equal(formatDate('2026-02-30'), '');
    assert.equal(formatDate('2026-13-01'), '');
    assert.equal(formatDate('07/03/2026'), '');
    assert.equal(formatDate(Number.NaN), '');
  });
  it('writes pounds and pounds per tonne with two decimals', () => {
    assert.equal(formatPounds(1234.5), '£1,234.50');
    assert.equal(formatPounds(-12), '-£12.00');
    assert.equal(formatPoundsPerTonne(187.256), '£187.26/MT');
  });
});
