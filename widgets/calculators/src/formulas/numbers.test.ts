import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allAboveZero, formatNumber, isNumericText, parseNumber, roundTo } from './numbers';

describe('numeric input rule (spec 2 §5)', () => {
  it('accepts an optional sign, digits and one decimal point, also while typing', () => {
    for (const text of ['', '1', '12.5', '-3', '+4.25', '.5', '7.', '-', '+', '.']) assert.equal(isNumericText(text), true, text);
  });

  it('refuses letters, a second point, a second sign, spaces, commas and exponents', () => {
    for (const text of ['a', '1a', '1.2.3', '--1', '1-', '1 000', '1,5', '1e3', '+-1', '£5']) assert.equal(isNumericText(text), false, text);
  });

  it('reads numbers, and nothing from empty or unfinished entries', () => {
    assert.equal(parseNumber('12.5'), 12.5);
    assert.equal(parseNumber('-3'), -3);
    assert.equal(parseNumber('.5'), 0.5);
    assert.equal(parseNumber('7.'), 7);
    assert.equal(parseNumber(''), undefined);
    assert.equal(parseNumber('-'), undefined);
    assert.equal(parseNumber('.'), undefined);
    assert.equal(parseNumber('1a'), undefined);
    assert.equal(parseNumber(undefined), undefined);
  });

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
