import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_GERMINATION, findCrop, SEED_CROPS } from './crops';
import { calculateSeedRate, seedRateKgPerHectare } from './seed-rate';
import { assertClose } from '../../../../tests/support/assert-close';

const base = { sowingRate: 300, tgw: 52, germination: 0.95, amountOfSeed: 5, units: 'hectares' as const };

describe('seed rate', () => {
  it('is seeds/m² × TGW ÷ germination ÷ 100 kg/ha', () => {
    // 300 × 52 = 15,600; ÷ 0.95 = 16,421.0526; ÷ 100 = 164.210526 kg/ha
    assertClose(seedRateKgPerHectare(300, 52, 0.95), 164.210526, 1e-6);
    // 250 × 6 = 1,500; ÷ 1 = 1,500; ÷ 100 = 15 kg/ha
    assert.equal(seedRateKgPerHectare(250, 6, 1), 15);
  });

  it('works out the area 5 t of seed sows', () => {
    const result = calculateSeedRate(base)!;
    assertClose(result.seedRate, 164.210526, 1e-6);
    // 5 t = 5,000 kg; 5,000 ÷ 164.210526 = 30.448718 ha
    assertClose(result.areaSown, 30.448718, 1e-6);
    assert.equal(result.units, 'hectares');
  });

  it('answers per acre and in acres in acre mode', () => {
    const result = calculateSeedRate({ ...base, units: 'acres' })!;
    // 164.210526 kg/ha ÷ 2.47105 = 66.453745 kg/acre
    assertClose(result.seedRate, 66.453745, 1e-6);
    // 30.448718 ha × 2.47105 = 75.240304 acres
    assertClose(result.areaSown, 75.240304, 1e-6);
    assertClose(result.seedRateKgPerHectare, 164.210526, 1e-6);
  });

  it('gives no result while any input is empty, zero or negative', () => {
    assert.equal(calculateSeedRate({ ...base, amountOfSeed: undefined }), undefined);
    assert.equal(calculateSeedRate({ ...base, tgw: 0 }), undefined);
    assert.equal(calculateSeedRate({ ...base, sowingRate: -300 }), undefined);
    assert.equal(calculateSeedRate({ ...base, germination: 0 }), undefined);
  });

  it('refuses a germination above 1 (a percentage typed as 95)', () => {
    assert.equal(calculateSeedRate({ ...base, germination: 95 }), undefined);
    assert.ok(calculateSeedRate({ ...base, germination: 1 }));
  });
});

describe('seed defaults (spec 2 §9)', () => {
  it('has germination 0.95', () => assert.equal(DEFAULT_GERMINATION, 0.95));

  it('has the thousand-grain weight of every crop', () => {
    assert.deepEqual(
      SEED_CROPS.map((crop) => [crop.name, crop.tgw]),
      [
        ['Winter Wheat', 52],
        ['Winter Barley', 52],
        ['Spring Wheat', 48],
        ['Spring Barley', 48],
        ['Oilseed Rape', 6],
        ['Winter Beans', 650],
        ['Spring Beans', 600],
        ['Spring Peas', 295],
        ['Spring Oats', 42],
      ],
    );
  });

  it('finds a crop by id or by name', () => {
    assert.equal(findCrop('oilseed-rape')?.tgw, 6);
    assert.equal(findCrop('Winter Beans')?.tgw, 650);
    assert.equal(findCrop('spring_oats')?.tgw, 42);
    assert.equal(findCrop('maize'), undefined);
    assert.equal(findCrop(''), undefined);
  });
});
