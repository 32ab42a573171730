import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rangeForPreset } from './date-range-presets';

const today = new Date(2026, 2, 15, 14, 30);

describe('rangeForPreset', () => {
  it('reaches the same number of days either side of today for the day presets', () => {
    assert.deepEqual(rangeForPreset('+/-30 days', today), { from: '2026-02-13', to: '2026-04-14' });
    assert.deepEqual(rangeForPreset('60 days', today), { from: '2026-01-14', to: '2026-05-14' });
    assert.deepEqual(rangeForPreset('90 days', today), { from: '2025-12-15', to: '2026-06-13' });
  });

  it('uses calendar months for 6 months', () => {
    assert.deepEqual(rangeForPreset('6 months', today), { from: '2025-09-15', to: '2026-09-15' });
  });

  it('covers whole calendar years for the current and the previous year', () => {
    assert.deepEqual(rangeForPreset('current year', today), { from: '2026-01-01', to: '2026-12-31' });
    assert.deepEqual(rangeForPreset('previous year', today), { from: '2025-01-01', to: '2025-12-31' });
  });

  it('clears the range', () => {
    assert.deepEqual(rangeForPreset('Clear', today), {});
  });
});
