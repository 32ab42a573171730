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
  it('writes nothing for a missing or invalid date', () => {
    assert.equal(formatDate(null), '');
    assert.equal(formatDate('not a date'), '');
  });
  it('writes pounds and pounds per tonne with two decimals', () => {
    assert.equal(formatPounds(1234.5), '£1,234.50');
    assert.equal(formatPounds(-12), '-£12.00');
    assert.equal(formatPoundsPerTonne(187.256), '£187.26/MT');
  });
});
