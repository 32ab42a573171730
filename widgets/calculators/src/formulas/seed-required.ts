import type { AreaUnits } from '@farm/area-calculators';
import { positiveValues } from './numbers';
import { seedRateKgPerHectare } from './seed-rate';
import { areaToHectares, perHectareToRate } from './units';

export interface SeedRequiredInputs {
  /** Target sowing rate, seeds per m². */
  sowingRate: number | undefined;
  /** Thousand-grain weight, g. */
  tgw: number | undefined;
  /** Fraction 0-1. */
  germination: number | undefined;
  /** Area to sow, in hectares or acres as the units say. */
  area: number | undefined;
  units: AreaUnits;
}

export interface SeedRequiredResult {
  seedRateKgPerHectare: number;
  /** kg per hectare or per acre, as the units say. */
  seedRate: number;
  areaHectares: number;
  /** Seed required, tonnes: seed rate (kg/ha) × area (ha) ÷ 1000. */
  seedTonnes: number;
  units: AreaUnits;
}

/** The seed required calculator: tonnes of seed to sow the area at the target population. */
export function calculateSeedRequired(inputs: SeedRequiredInputs): SeedRequiredResult | undefined {
  const { sowingRate, tgw, germination, area, units } = inputs;
  const values = positiveValues([sowingRate, tgw, germination, area] as const);
  // Germination is a fraction: 95 (a percentage typed by mistake) would make the rate 100 times too small.
  if (!values || values[2] > 1) return undefined;
  const [s, t, g, a] = values;
  const perHectare = seedRateKgPerHectare(s, t, g);
  const areaHectares = areaToHectares(a, units);
  return {
    seedRateKgPerHectare: perHectare,
    seedRate: perHectareToRate(perHectare, units),
    areaHectares,
    seedTonnes: (perHectare * areaHectares) / 1000,
    units,
  };
}
