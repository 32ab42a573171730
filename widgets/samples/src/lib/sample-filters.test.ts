import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultSampleFilters, sameSampleFilters, sampleFilterQuery, sampleRangeProblem } from './sample-filters';

describe('the samples filters', () => {
  it('open on the 180 days ending today (§9)', () => {
    assert.deepEqual(defaultSampleFilters(new Date(2026, 10, 26)).range, { from: '2026-05-31', to: '2026-11-26' });
  });

  it('send only what is set, texts trimmed and numbers as numbers', () => {
    const filters = {
      ...defaultSampleFilters(new Date(2026, 10, 26)),
      commodityNo: '81083',
      varietyNo: '',
      locality: 'Ely',
      reference: '  smp ',
      contractReference: ' ',
    };
    assert.deepEqual(sampleFilterQuery(filters), {
      commodityNo: 81083,
      varietyNo: undefined,
      locality: 'Ely',
      reference: 'smp',
      contractReference: undefined,
      dateFrom: '2026-05-31',
      dateTo: '2026-11-26',
    });
  });

  it('treat texts differing only in spaces as the same filters', () => {
    const filters = defaultSampleFilters(new Date(2026, 10, 26));
    assert.equal(sameSampleFilters(filters, { ...filters, reference: '  ' }), true);
    assert.equal(sameSampleFilters(filters, { ...filters, locality: 'Ely' }), false);
  });

  it('refuse a reversed range and one wider than 2010 days', () => {
    assert.equal(sampleRangeProblem({ from: '2026-02-01', to: '2026-01-01' }), 'The start date must be on or before the end date.');
    assert.equal(sampleRangeProblem({ from: '2020-01-01', to: '2026-01-01' }), 'Choose a date range of 2010 days or less.');
    assert.equal(sampleRangeProblem({ from: '2025-01-01', to: '2026-01-01' }), undefined);
  });

  it('refuse a range while a box holds text that is not a date, whatever its days, and count it as a change', () => {
    const filters = defaultSampleFilters(new Date(2026, 10, 26));
    const typed = { ...filters.range, typed: { to: '31/02/2026' } };
    assert.equal(sampleRangeProblem(typed), 'Enter a valid date, e.g. 13/02/2025');
    assert.equal(sameSampleFilters(filters, { ...filters, range: typed }), false);
  });
});
