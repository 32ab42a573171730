import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { calculateSeedRequired } from './seed-required';
import { assertClose } from '../../../../tests/support/assert-close';

const base = { sowingRate: 350, tgw: 48, germination: 0.95, area: 20, units: 'hectares' as const };

describe('seed required', () => {
  it('is seed rate × area ÷ 1000 tonnes', () => {
    const result = calculateSeedRequired(base)!;
    // 350 × 48 ÷ 0.95 ÷ 100 = 176.842105 kg/ha; × 20 ha = 3,536.842 kg = 3.536842 t
    assertClose(result.seedRateKgPerHectare, 176.842105, 1e-6);
    assertClose(result.seedTonnes, 3.536842, 1e-6);
    assert.equal(result.areaHectares, 20);
  });

  it('takes the area in acres in acre mode', () => {
    const result = calculateSeedRequired({ ...base, area: 50, units: 'acres' })!;
    // 50 acres ÷ 2.47105 = 20.234313 ha; 176.842105 × 20.234313 ÷ 1000 = 3.578279 t
    assertClose(result.areaHectares, 20.234313, 1e-6);
    assertClose(result.seedTonnes, 3.578279, 1e-6);
    // 176.842105 kg/ha ÷ 2.47105 = 71.565571 kg/acre
    assertClose(result.seedRate, 71.565571, 1e-6);
  });

  it('gives no result while any input is empty or not above 0', () => {
    assert.equal(calculateSeedRequired({ ...base, area: undefined }), undefined);
    assert.equal(calculateSeedRequired({ ...base, area: 0 }), undefined);
    assert.equal(calculateSeedRequired({ ...base, sowingRate: -1 }), undefined);
    assert.equal(calculateSeedRequired({ ...base, germination: undefined }), undefined);
  });
});
