import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analysisStats } from './analysis-stats';

const sample = (...results: [reference: string, name: string, result: number | null, unit: string][]) => ({
  results: results.map(([reference, name, result, unit]) => ({ reference, name, result, unit })),
});

describe('analysisStats (spec 3 §5 best, worst and average)', () => {
  const stats = analysisStats([
    sample(['MOI', 'Moisture', 14.2, '%'], ['PRO', 'Protein', 11.1, '%'], ['HAG', 'Hagberg', null, 's']),
    sample(['MOI', 'Moisture', 15.1, '%'], ['PRO', 'Protein', 12.9, '%'], ['HAG', 'Hagberg', 250, 's']),
    sample(['MOI', 'Moisture', 13.4, '%'], ['PRO', 'Protein', 10.5, '%'], ['HAG', 'Hagberg', 301, 's']),
  ]);
  const field = (reference: string) => stats.find((stat) => stat.reference === reference)!;

  it('takes the lowest moisture as best and the highest as worst (MOI is lower-is-better)', () => {
    assert.equal(field('MOI').lowerIsBetter, true);
    assert.deepEqual([field('MOI').best?.value, field('MOI').worst?.value], [13.4, 15.1]);
  });

  it('takes the highest protein as best and the lowest as worst (PRO is not on the list)', () => {
    assert.equal(field('PRO').lowerIsBetter, false);
    assert.deepEqual([field('PRO').best?.value, field('PRO').worst?.value], [12.9, 10.5]);
  });

  it('averages to 2 decimals in the best value’s unit, skipping blanks', () => {
    assert.deepEqual(field('MOI').average, { value: 14.23, unit: '%' });
    assert.deepEqual(field('HAG').average, { value: 275.5, unit: 's' });
    assert.deepEqual(field('HAG').worst, { value: 250, unit: 's' });
  });

  it('treats every reference of §5’s list as lower-is-better, and admix, ergot and screenings by name', () => {
    for (const reference of ['ADM', 'ER1', '2', 'NIT', '225', 'B&D', 'DIS'])
      assert.equal(analysisStats([sample([reference, 'x', 1, '%'])])[0]!.lowerIsBetter, true, reference);
    assert.equal(analysisStats([sample(['ADS', 'Admix/Scr', 1, '%'])])[0]!.lowerIsBetter, true);
    assert.equal(analysisStats([sample(['KG', 'Kg/hl', 1, 'kg/hl'])])[0]!.lowerIsBetter, false);
  });

  it('answers no best, worst or average for a field every sample left blank', () => {
    assert.deepEqual(analysisStats([sample(['OIL', 'Oil content', null, '%'])])[0], {
      reference: 'OIL',
      name: 'Oil content',
      lowerIsBetter: false,
      best: null,
      worst: null,
      average: null,
    });
  });
});
