import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenFor } from './paths';

describe('calculator screens by path', () => {
  it('maps each route of the route table to its screen', () => {
    assert.equal(screenFor('/dashboard/calculators'), 'hub');
    assert.equal(screenFor('/dashboard/calculators/'), 'hub');
    assert.equal(screenFor('/dashboard/calculators/SeedRate'), 'seedRate');
    assert.equal(screenFor('/dashboard/calculators/SeedRequired'), 'seedRequired');
    assert.equal(screenFor('/dashboard/calculators/Limus-perform-rate'), 'limus');
    assert.equal(screenFor('/dashboard/calculators/Limus-perform-rate/Rate-comparison-chart'), 'rateChart');
    assert.equal(screenFor('/dashboard/calculators/Wheat-Nitrogen-requirement'), 'wheatNitrogen');
  });

  it('shows the hub for an unknown path', () => assert.equal(screenFor('/dashboard/calculators/Nope'), 'hub'));
});
