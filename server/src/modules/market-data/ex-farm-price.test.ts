import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exFarmPrice, HAULAGE_ALLOWANCE, previousCropPrice } from './ex-farm-price';

describe('the ex-farm price model', () => {
  it('adds futures, basis and premiums, to the penny', () => {
    assert.equal(exFarmPrice({ futuresGbp: 191.35, basis: -4.5, premiums: [2, 1.5], priceType: 'XFM' }), 190.35);
  });

  it('does not drift with binary fractions: 0.1 + 0.2 pounds is 0.30', () => {
    assert.equal(exFarmPrice({ futuresGbp: 0.1, basis: 0.2, premiums: [], priceType: 'XFM' }), 0.3);
  });

  it('pays the haulage allowance on top for option to haul (XFH)', () => {
    const xfm = exFarmPrice({ futuresGbp: 200, basis: -6, premiums: [], priceType: 'XFM' });
    const xfh = exFarmPrice({ futuresGbp: 200, basis: -6, premiums: [], priceType: 'XFH' });
    assert.equal(xfh - xfm, HAULAGE_ALLOWANCE);
  });

  it('prices the previous crop £3.00 under the current one', () => {
    assert.equal(previousCropPrice(190.35), 187.35);
  });
});
