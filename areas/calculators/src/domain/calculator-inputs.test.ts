import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ABOVE_ZERO_ERROR, GERMINATION_ERROR, isNumericText, parseNumericText } from './calculator-fields';
import {
  limusCalculatorSchema,
  seedCalculatorSchema,
  wheatNitrogenCalculatorSchema,
  type SeedCalculatorValues,
  type WheatNitrogenCalculatorValues,
} from './calculator-inputs';

const seed: SeedCalculatorValues = { crop: 'winter-wheat', units: 'hectares', sowingRate: '350', tgw: '52', germination: '0.95', amountOfSeed: '', area: '20' };
const wheat: WheatNitrogenCalculatorValues = {
  cropdestination: 'Feed',
  targetyield: '8',
  estimatedSoilNitrogen: '100',
  grainMoisture: '15',
  targetGrainProtein: '10.8',
  nitrogenUptake: '60',
};

/** Each field's first problem, as the form shows it under the box. */
function problems(result: { success: boolean; error?: { issues: readonly { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

describe('numeric input rule (spec 2 §5)', () => {
  it('accepts an optional sign, digits and one decimal point, also while typing', () => {
    for (const text of ['', '1', '12.5', '-3', '+4.25', '.5', '7.', '-', '+', '.']) assert.equal(isNumericText(text), true, text);
  });

  it('refuses letters, a second point, a second sign, spaces, commas and exponents', () => {
    for (const text of ['a', '1a', '1.2.3', '--1', '1-', '1 000', '1,5', '1e3', '+-1', '£5']) assert.equal(isNumericText(text), false, text);
  });

  it('reads numbers, and nothing from empty or unfinished entries', () => {
    assert.equal(parseNumericText('12.5'), 12.5);
    assert.equal(parseNumericText('-3'), -3);
    assert.equal(parseNumericText('.5'), 0.5);
    assert.equal(parseNumericText('7.'), 7);
    assert.equal(parseNumericText(''), undefined);
    assert.equal(parseNumericText('-'), undefined);
    assert.equal(parseNumericText('.'), undefined);
    assert.equal(parseNumericText('1a'), undefined);
    assert.equal(parseNumericText(undefined), undefined);
  });
});

describe('seed calculator inputs', () => {
  it('reads every box as its number, an empty box as none', () => {
    const parsed = seedCalculatorSchema.parse(seed);
    assert.deepEqual(parsed, { ...seed, sowingRate: 350, tgw: 52, germination: 0.95, amountOfSeed: undefined, area: 20 });
  });

  it('says why a number at or below 0 cannot give a result', () => {
    const result = seedCalculatorSchema.safeParse({ ...seed, sowingRate: '0', area: '-20', tgw: '-' });
    assert.deepEqual(problems(result), { sowingRate: ABOVE_ZERO_ERROR, area: ABOVE_ZERO_ERROR });
  });

  it('refuses a germination above 1 (a percentage typed as 95), and one of 0', () => {
    assert.deepEqual(problems(seedCalculatorSchema.safeParse({ ...seed, germination: '95' })), { germination: GERMINATION_ERROR });
    assert.deepEqual(problems(seedCalculatorSchema.safeParse({ ...seed, germination: '0' })), { germination: ABOVE_ZERO_ERROR });
    assert.equal(seedCalculatorSchema.safeParse({ ...seed, germination: '1' }).success, true);
  });
});

describe('Limus calculator inputs', () => {
  it('needs every number above 0', () => {
    const result = limusCalculatorSchema.safeParse({ product: '', units: 'acres', fertiliserRate: '150', inclusionRate: '0', area: '' });
    assert.deepEqual(problems(result), { inclusionRate: ABOVE_ZERO_ERROR });
  });
});

describe('wheat nitrogen inputs: bounds (spec 2 §5)', () => {
  const problem = (field: keyof WheatNitrogenCalculatorValues, text: string) =>
    problems(wheatNitrogenCalculatorSchema.safeParse({ ...wheat, [field]: text }))[field];

  it('has the bounds of each input, inclusive', () => {
    assert.equal(problem('targetyield', '1'), undefined);
    assert.equal(problem('targetyield', '20'), undefined);
    assert.equal(problem('targetyield', '20.5'), 'Target yield must be between 1 and 20 t/ha; the previous value is kept.');
    assert.equal(problem('targetyield', '0.5'), 'Target yield must be between 1 and 20 t/ha; the previous value is kept.');
    assert.equal(problem('targetGrainProtein', '21'), 'Target grain protein must be between 1 and 20 %; the previous value is kept.');
    assert.equal(problem('estimatedSoilNitrogen', '400'), undefined);
    assert.equal(problem('estimatedSoilNitrogen', '401'), 'Soil nitrogen supply must be between 1 and 400 kg N/ha; the previous value is kept.');
    assert.equal(problem('estimatedSoilNitrogen', '-5'), 'Soil nitrogen supply must be between 1 and 400 kg N/ha; the previous value is kept.');
    assert.equal(problem('grainMoisture', '30'), undefined);
    assert.equal(problem('grainMoisture', '0'), 'Grain moisture must be between 1 and 30 %; the previous value is kept.');
    assert.equal(problem('nitrogenUptake', '100'), undefined);
    assert.equal(problem('nitrogenUptake', '101'), 'Nitrogen uptake must be between 1 and 100 %; the previous value is kept.');
  });

  it('lets a field be cleared or part-typed', () => {
    for (const text of ['', '1.', '-']) assert.equal(problem('targetyield', text), undefined, text);
  });

  it('takes only Feed or Milling as the crop destination', () => {
    assert.equal(wheatNitrogenCalculatorSchema.safeParse({ ...wheat, cropdestination: 'Malting' }).success, false);
    assert.equal(wheatNitrogenCalculatorSchema.parse({ ...wheat, cropdestination: 'Milling' }).cropdestination, 'Milling');
  });
});
