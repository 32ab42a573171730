import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exFarmPrice, previousCropPrice } from './ex-farm-price';

const HAULAGE = 4.5;

describe('the ex-farm price model', () => {
  it('adds futures, basis and premiums, to the penny', () => {
    assert.equal(exFarmPrice({ futuresGbp: 191.35, basis: -4.5, premiums: [2, 1.5], priceType: 'XFM', haulageAllowance: HAULAGE }), 190.35);
  });

  it('does not drift with binary fractions: 0.1 + 0.2 pounds is 0.30', () => {
    assert.equal(exFarmPrice({ futuresGbp: 0.1, basis: 0.2, premiums: [], priceType: 'XFM', haulageAllowance: HAULAGE }), 0.3);
  });

  it("pays the price desk's haulage allowance on top for option to haul (XFH)", () => {
    const xfm = exFarmPrice({ futuresGbp: 200, basis: -6, premiums: [], priceType: 'XFM', haulageAllowance: HAULAGE });
    const xfh = exFarmPrice({ futuresGbp: 200, basis: -6, premiums: [], priceType: 'XFH', haulageAllowance: HAULAGE });
    assert.equal(xfh - xfm, HAULAGE);
    assert.equal(exFarmPrice({ futuresGbp: 200, basis: -6, premiums: [], priceType: 'XFH', haulageAllowance: 6.25 }), 200.25);
  });

  it("prices the previous crop the price desk's spread under the current one", () => {
    assert.equal(previousCropPrice(190.35, 3), 187.35);
    assert.equal(previousCropPrice(190.35, 0.1), 190.25);
  });
});
