import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SampleRow } from '@farm/area-my-account';
import { canCompare, compareHint, keepCommodity, toggleSample, type CompareSelection } from './compare-selection';

const sample = (n: number, commodityNo = 81083): SampleRow => ({
  sampleId: `id-${n}`,
  reference: `SMP-${n}`,
  contractReference: null,
  commodity: commodityNo === 81083 ? 'Wheat' : 'Barley',
  commodityNo,
  variety: null,
  varietyNo: null,
  locality: null,
  dateTaken: '2026-09-01',
  cropYear: 2026,
  results: [],
});
const selectionOf = (count: number): CompareSelection => Array.from({ length: count }, (_, i) => sample(i));

describe('the compare selection (spec 3 §4, §5, §8)', () => {
  it('adds a sample, and takes it out when toggled again', () => {
    const one = toggleSample([], sample(1));
    assert.deepEqual(
      one.map((s) => s.reference),
      ['SMP-1'],
    );
    assert.deepEqual(toggleSample(one, sample(1)), []);
  });

  it('takes no eleventh sample', () => {
    const full = selectionOf(10);
    assert.equal(toggleSample(full, sample(99)), full);
    assert.equal(toggleSample(full, sample(3)).length, 9);
  });

  it('hints at one sample and at ten, and offers Compare from two', () => {
    assert.equal(compareHint([]), undefined);
    assert.equal(compareHint(selectionOf(1)), 'Please select two or more samples in order to compare the results');
    assert.equal(compareHint(selectionOf(2)), undefined);
    assert.equal(compareHint(selectionOf(10)), 'Compare up to 10 samples at once. To add a new sample, please remove one from your current selection.');
    assert.deepEqual(
      [0, 1, 2, 10].map((count) => canCompare(selectionOf(count))),
      [false, false, true, true],
    );
  });

  it('keeps the samples of a filtered commodity, and every sample when no commodity is filtered', () => {
    const mixed = [sample(1), sample(2, 81074), sample(3)];
    assert.deepEqual(
      keepCommodity(mixed, 81083).map((s) => s.reference),
      ['SMP-1', 'SMP-3'],
    );
    assert.equal(keepCommodity(mixed, undefined), mixed);
  });
});
