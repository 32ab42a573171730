import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contractPeriodText } from './contract-period-text';

describe('contractPeriodText', () => {
  it("writes a single month as 'MMM YY'", () => {
    assert.equal(contractPeriodText({ from: '2026-11-01', to: '2026-11-30', isContractSplit: false }), 'Nov 26');
    assert.equal(contractPeriodText({ from: '2027-09-01', to: '2027-09-30', isContractSplit: false }), 'Sep 27');
  });

  it("writes a split period as 'DD/MM/YYYY - DD/MM/YYYY'", () => {
    assert.equal(contractPeriodText({ from: '2026-11-15', to: '2027-01-31', isContractSplit: true }), '15/11/2026 - 31/01/2027');
  });
});
