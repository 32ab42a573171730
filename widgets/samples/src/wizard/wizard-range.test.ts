import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultWizardRange } from './wizard-range';

describe('defaultWizardRange (spec 3 §9: the last 6 months to today)', () => {
  it('runs from the same day 6 months back to today', () => {
    assert.deepEqual(defaultWizardRange(new Date(2026, 10, 26)), { from: '2026-05-26', to: '2026-11-26' });
  });

  it('crosses a year end', () => {
    assert.deepEqual(defaultWizardRange(new Date(2027, 1, 10)), { from: '2026-08-10', to: '2027-02-10' });
  });

  it('takes the last day of a shorter month', () => {
    assert.deepEqual(defaultWizardRange(new Date(2026, 7, 31)), { from: '2026-02-28', to: '2026-08-31' });
  });
});
