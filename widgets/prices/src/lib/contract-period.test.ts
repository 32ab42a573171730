import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatContractPeriod } from './contract-period';

describe('formatContractPeriod', () => {
  it("writes a single period as its month, 'MMM YY'", () => {
    assert.equal(formatContractPeriod({ from: '2026-11-01', to: '2026-11-30', isContractSplit: false }), 'Nov 26');
    assert.equal(formatContractPeriod({ from: '2027-09-01', to: '2027-09-30', isContractSplit: false }), 'Sep 27');
  });

  it("writes a split period as both dates, 'DD/MM/YYYY - DD/MM/YYYY'", () => {
    assert.equal(formatContractPeriod({ from: '2027-01-16', to: '2027-02-15', isContractSplit: true }), '16/01/2027 - 15/02/2027');
  });
});
