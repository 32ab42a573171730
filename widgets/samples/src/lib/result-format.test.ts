import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatAverage, formatResult, resultColumns, resultHeading } from './result-format';

describe('sample result formats', () => {
  it('writes a result with its unit, a percentage without a space, and a blank as a dash', () => {
    assert.deepEqual(
      [formatResult(14.2, '%'), formatResult(76.55, 'kg/hl'), formatResult(280, 's'), formatResult(null, '%'), formatResult(3, '')],
      ['14.2%', '76.55 kg/hl', '280 s', '–', '3'],
    );
  });

  it('writes an average with exactly two decimals', () => {
    assert.deepEqual([formatAverage(275.5, 's'), formatAverage(14, '%'), formatAverage(14.567, '%')], ['275.50 s', '14.00%', '14.57%']);
  });

  it('heads a column by name and unit, leaving the unit out where the name is it', () => {
    assert.deepEqual(
      [resultHeading({ name: 'Moisture', unit: '%' }), resultHeading({ name: 'Kg/hl', unit: 'kg/hl' }), resultHeading({ name: 'Grade', unit: '' })],
      ['Moisture (%)', 'Kg/hl', 'Grade'],
    );
  });

  it('makes one column per analysis the samples carry, in the order first met', () => {
    const result = (reference: string) => ({ reference, name: reference, result: 1, unit: '%' });
    const columns = resultColumns([{ results: [result('MOI'), result('ADS')] }, { results: [result('MOI'), result('OIL'), result('ADS')] }]);
    assert.deepEqual(
      columns.map((column) => column.reference),
      ['MOI', 'ADS', 'OIL'],
    );
  });
});
