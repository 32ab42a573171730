import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applicationRate, calculateLimus, limusCost, nutrientKg, nutrientsApplied, requiredLitres, weightPerVolume } from './limus';
import { assertClose } from '../../../../tests/support/assert-close';

describe('Limus Perform rate (spec 2 §5)', () => {
  it('application rate = fertiliser rate ÷ 1000 × inclusion rate', () => {
    // 150 kg/ha ÷ 1000 = 0.15 t/ha; × 0.5 lt/t = 0.075 lt/ha
    assertClose(applicationRate(150, 0.5), 0.075, 1e-12);
  });

  it('required litres = application rate × area; cost = 30 × application rate', () => {
    // 0.075 lt/ha × 12 ha = 0.9 lt; 30 × 0.075 = £2.25/ha
    assertClose(requiredLitres(0.075, 12), 0.9, 1e-12);
    assertClose(limusCost(0.075), 2.25, 1e-12);
  });

  it('w/w kg = rate × w/v% ÷ 100 and w/v = specific gravity × w/w', () => {
    // 153.846 lt × 23.4% ÷ 100 = 36 kg
    assertClose(nutrientKg(153.846154, 23.4), 36, 1e-5);
    // 1.3 × 18% w/w = 23.4% w/v
    assertClose(weightPerVolume(1.3, 18), 23.4, 1e-12);
  });

  it('works the whole calculation in hectares', () => {
    const result = calculateLimus({ fertiliserRate: 150, inclusionRate: 0.5, area: 12, units: 'hectares' })!;
    assertClose(result.applicationRate, 0.075, 1e-12);
    assertClose(result.requiredLitres, 0.9, 1e-12);
    assertClose(result.cost, 2.25, 1e-12);
    // £2.25/ha × 12 ha = £27
    assertClose(result.totalCost, 27, 1e-12);
  });

  it('converts acre entries by 2.47105 and answers per acre', () => {
    const result = calculateLimus({ fertiliserRate: 60, inclusionRate: 0.5, area: 30, units: 'acres' })!;
    // 60 kg/acre × 2.47105 = 148.263 kg/ha; 30 acres ÷ 2.47105 = 12.140588 ha
    assertClose(result.fertiliserRateKgPerHectare, 148.263, 1e-9);
    assertClose(result.areaHectares, 12.140588, 1e-6);
    // 148.263 ÷ 1000 × 0.5 = 0.0741315 lt/ha = 0.03 lt/acre; × 12.140588 ha = 0.9 lt
    assertClose(result.applicationRateLitresPerHectare, 0.0741315, 1e-12);
    assertClose(result.applicationRate, 0.03, 1e-12);
    assertClose(result.requiredLitres, 0.9, 1e-9);
    // 30 × 0.0741315 = £2.223945/ha = £0.90/acre; £0.90 × 30 acres = £27
    assertClose(result.cost, 0.9, 1e-9);
    assertClose(result.totalCost, 27, 1e-9);
  });

  it('gives no result while any input is empty or not above 0', () => {
    const base = { fertiliserRate: 150, inclusionRate: 0.5, area: 12, units: 'hectares' as const };
    assert.equal(calculateLimus({ ...base, fertiliserRate: undefined }), undefined);
    assert.equal(calculateLimus({ ...base, inclusionRate: 0 }), undefined);
    assert.equal(calculateLimus({ ...base, area: -4 }), undefined);
  });

  it("works out the fertiliser's nutrients from its w/v analysis, or from specific gravity × w/w", () => {
    const product = { specificGravity: 1.3, wwN: 18, wwSo3: 6, wvN: 23.4, wvSo3: null };
    const nutrients = nutrientsApplied(200, product)!;
    // 200 kg ÷ 1.3 = 153.846154 lt; × 23.4% ÷ 100 = 36 kg N
    assertClose(nutrients.fertiliserLitresPerHectare, 153.846154, 1e-6);
    assertClose(nutrients.nKgPerHectare, 36, 1e-9);
    // no w/v SO3: 1.3 × 6 = 7.8%; 153.846154 × 7.8 ÷ 100 = 12 kg SO3
    assertClose(nutrients.wvSo3, 7.8, 1e-12);
    assertClose(nutrients.so3KgPerHectare, 12, 1e-9);
    assert.equal(nutrientsApplied(0, product), undefined);
  });
});
