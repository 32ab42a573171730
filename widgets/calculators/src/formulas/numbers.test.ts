import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allAboveZero, formatNumber, roundTo } from './numbers';

describe('numbers (spec 2 §5)', () => {
  it('needs every input above 0', () => {
    assert.equal(allAboveZero([1, 0.1, 300]), true);
    assert.equal(allAboveZero([1, 0, 300]), false);
    assert.equal(allAboveZero([1, -2, 300]), false);
    assert.equal(allAboveZero([1, undefined, 300]), false);
  });

  it('rounds halves up and formats without trailing zeros', () => {
    assert.equal(roundTo(1.005, 2), 1.01);
    assert.equal(roundTo(0.075, 2), 0.08);
    assert.equal(formatNumber(164.2105263), '164.21');
    assert.equal(formatNumber(12.5, 2), '12.5');
    assert.equal(formatNumber(1234.567, 1), '1,234.6');
  });
});
