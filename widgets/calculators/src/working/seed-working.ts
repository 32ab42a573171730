import type { SeedRateResult } from '../formulas/seed-rate';
import type { SeedRequiredResult } from '../formulas/seed-required';
import { ACRES, n } from './working';

interface SeedInputs {
  sowingRate: number | undefined;
  tgw: number | undefined;
  germination: number | undefined;
}

/** Seed rate = seeds/m² × TGW ÷ germination ÷ 100, then per acre when the units are acres. */
function seedRateLines({ sowingRate, tgw, germination }: SeedInputs, perHectare: number, perUnit: number, acres: boolean): string[] {
  const lines = [`Seed rate = ${n(sowingRate)} seeds/m² × ${n(tgw)} g ÷ ${n(germination, 4)} germination ÷ 100 = ${n(perHectare)} kg/ha`];
  if (acres) lines.push(`Seed rate per acre = ${n(perHectare)} kg/ha ÷ ${ACRES} = ${n(perUnit)} kg/acre`);
  return lines;
}

export function seedRateWorking(inputs: SeedInputs & { amountOfSeed: number | undefined }, result: SeedRateResult): string[] {
  const acres = result.units === 'acres';
  return [
    ...seedRateLines(inputs, result.seedRateKgPerHectare, result.seedRate, acres),
    `Area sown = ${n(inputs.amountOfSeed, 3)} t × 1000 ÷ ${n(result.seedRateKgPerHectare)} kg/ha = ${n(result.areaSownHectares)} ha`,
    ...(acres ? [`Area sown in acres = ${n(result.areaSownHectares)} ha × ${ACRES} = ${n(result.areaSown)} acres`] : []),
  ];
}

export function seedRequiredWorking(inputs: SeedInputs & { area: number | undefined }, result: SeedRequiredResult): string[] {
  const acres = result.units === 'acres';
  return [
    ...seedRateLines(inputs, result.seedRateKgPerHectare, result.seedRate, acres),
    ...(acres ? [`Area = ${n(inputs.area)} acres ÷ ${ACRES} = ${n(result.areaHectares)} ha`] : []),
    `Seed required = ${n(result.seedRateKgPerHectare)} kg/ha × ${n(result.areaHectares)} ha ÷ 1000 = ${n(result.seedTonnes)} t`,
  ];
}
