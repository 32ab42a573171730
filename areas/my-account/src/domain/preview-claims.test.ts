import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { previewClaims, standardFor } from './preview-claims';

const wheat = (reference: string, moisture: number, kg = 75, admix = 1.2, protein = 12, hagberg = 280) => ({
  reference,
  results: [
    { reference: 'MOI', name: 'Moisture', result: moisture, unit: '%' },
    { reference: 'KG', name: 'Kg/hl', result: kg, unit: 'kg/hl' },
    { reference: 'PRO', name: 'Protein', result: protein, unit: '%' },
    { reference: 'HAG', name: 'Hagberg', result: hagberg, unit: 's' },
    { reference: 'ADS', name: 'Admix/Scr', result: admix, unit: '%' },
  ],
});

describe('previewClaims (issue 15 quality-claim preview)', () => {
  const feed = standardFor('Feed Wheat')!;

  it('flags a wheat sample with 16.2 % moisture on a feed contract: two steps over 15 %, a deduction, not a rejection', () => {
    const [claim] = previewClaims(feed, [wheat('S1', 16.2)], 200);
    assert.equal(claim!.misses.length, 1);
    assert.deepEqual([claim!.misses[0]!.reference, claim!.misses[0]!.steps, claim!.rejection], ['MOI', 2, false]);
    // 2 x 1 % of £200 plus 2 x £2 drying: £8 a tonne.
    assert.equal(claim!.deductionPerTonne, 8);
  });

  it('passes a sample within every limit, and skips a blank result', () => {
    const [within, blank] = previewClaims(
      feed,
      [wheat('S2', 14.9, 72, 2), { reference: 'S3', results: [{ reference: 'MOI', name: 'Moisture', result: null, unit: '%' }] }],
      200,
    );
    assert.deepEqual([within!.misses, within!.deductionPerTonne], [[], 0]);
    assert.deepEqual(blank!.misses, []);
  });

  it('claims £1 a tonne per kg/hl (or part) under 72, and calls a load under 66 kg/hl or over 5 % admix a likely rejection', () => {
    assert.equal(previewClaims(feed, [wheat('S4', 14, 70.5)], 200)[0]!.deductionPerTonne, 2);
    assert.equal(previewClaims(feed, [wheat('S5', 14, 65)])[0]!.rejection, true);
    assert.equal(previewClaims(feed, [wheat('S6', 14, 75, 5.4)])[0]!.rejection, true);
  });

  it('holds milling wheat to protein, Hagberg and specific weight: low Hagberg has no claim scale, so it may be rejected', () => {
    const milling = standardFor('milling wheat')!;
    const [claim] = previewClaims(milling, [wheat('S7', 14, 77, 1, 12.8, 240)], 220);
    assert.deepEqual(
      claim!.misses.map((miss) => miss.reference),
      ['PRO', 'HAG'],
    );
    assert.equal(claim!.misses[0]!.poundsPerTonne, 3, '0.2 % protein short: two steps of £1.50');
    assert.equal(claim!.rejection, true);
  });

  it('answers a standard for each target grade of §3 and for oilseed rape, none for None', () => {
    for (const grade of [
      'Malting Barley',
      'Feed Barley',
      'Milling Wheat',
      'Biscuit Wheat',
      'Feed Wheat',
      'Milling Oats',
      'Feed Oats',
      'Human Consumption Beans',
      'Feed Beans',
      'Oilseed Rape',
    ]) {
      assert.ok(standardFor(grade), grade);
    }
    assert.equal(standardFor('None'), undefined);
    const osr = previewClaims(
      standardFor('Oilseed Rape')!,
      [{ reference: 'R1', results: [{ reference: 'OIL', name: 'Oil content', result: 38.5, unit: '%' }] }],
      400,
    )[0]!;
    assert.deepEqual([osr.percentOfPrice, osr.deductionPerTonne], [3, 12]);
  });
});
