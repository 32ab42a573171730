import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertClose } from '../../../../tests/support/assert-close';
import { ACRES_PER_HECTARE, areaToHectares, hectaresToArea, parseUnits, perHectareToRate, rateToPerHectare } from './units';

describe('acre mode (spec 2 §5: 2.47105)', () => {
  it('uses 2.47105 acres to the hectare', () => assert.equal(ACRES_PER_HECTARE, 2.47105));

  it('divides an area in acres by 2.47105 and multiplies hectares back', () => {
    // 24.7105 acres ÷ 2.47105 = 10 ha; 10 ha × 2.47105 = 24.7105 acres
    assertClose(areaToHectares(24.7105, 'acres'), 10);
    assertClose(hectaresToArea(10, 'acres'), 24.7105);
    assert.equal(areaToHectares(10, 'hectares'), 10);
  });

  it('multiplies a rate per acre by 2.47105 to make it per hectare, and divides it back', () => {
    // 100 kg/acre × 2.47105 = 247.105 kg/ha
    assertClose(rateToPerHectare(100, 'acres'), 247.105);
    assertClose(perHectareToRate(247.105, 'acres'), 100);
    assert.equal(rateToPerHectare(100, 'hectares'), 100);
  });

  it("reads the units attribute: only 'acres' means acres", () => {
    assert.equal(parseUnits('acres'), 'acres');
    assert.equal(parseUnits(' ACRES '), 'acres');
    assert.equal(parseUnits('hectares'), 'hectares');
    assert.equal(parseUnits(undefined), 'hectares');
    assert.equal(parseUnits('furlongs'), 'hectares');
  });
});
