import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractPeriods } from './contract-periods';

describe('contract periods', () => {
  const rows = contractPeriods('2026-11-23', 8);

  it('starts with an as-available period of two weeks from today', () => {
    assert.deepEqual(rows[0]!.contractPeriod, { from: '2026-11-23', to: '2026-12-07', cropYear: 2026, isContractSplit: true });
    assert.equal(rows[0]!.asAvailable, true);
  });

  it('then one whole calendar month a row, from next month, across the new year', () => {
    assert.deepEqual(
      rows.slice(1, 7).map((r) => `${r.contractPeriod.from}..${r.contractPeriod.to}`),
      [
        '2026-12-01..2026-12-31',
        '2027-01-01..2027-01-31',
        '2027-02-01..2027-02-28',
        '2027-03-01..2027-03-31',
        '2027-04-01..2027-04-30',
        '2027-05-01..2027-05-31',
      ],
    );
    assert.equal(rows[2]!.contractPeriod.cropYear, 2026);
  });

  it('ends with the next harvest, July to September, in the new crop year', () => {
    assert.deepEqual(rows[7]!.contractPeriod, { from: '2027-07-01', to: '2027-09-30', cropYear: 2027, isContractSplit: true });
    assert.equal(rows.length, 8);
  });
});
