import type { AreaUnits } from '@farm/area-calculators';
import { positiveValues } from './numbers';
import { hectaresToArea, perHectareToRate } from './units';

/**
 * Seed rate (kg/ha) = seeds per m² × TGW (g) ÷ germination ÷ 100, germination as a fraction.
 *
 * Why ÷ 100: a hectare is 10,000 m², so it needs seeds/m² × 10,000 seeds, weighing seeds/m² × 10,000 × TGW/1000 g
 * = seeds/m² × TGW × 10 g = seeds/m² × TGW ÷ 100 kg; dividing by germination buys enough seed for the seeds that
 * fail to germinate. Field establishment losses are not included (the spec names no establishment input).
 */
export function seedRateKgPerHectare(seedsPerSquareMetre: number, tgwGrams: number, germination: number): number {
  return (seedsPerSquareMetre * tgwGrams) / germination / 100;
}

export interface SeedRateInputs {
  /** Target sowing rate, seeds per m². */
  sowingRate: number | undefined;
  /** Thousand-grain weight, g. */
  tgw: number | undefined;
  /** Fraction 0-1. */
  germination: number | undefined;
  /** Seed available, tonnes. */
  amountOfSeed: number | undefined;
  units: AreaUnits;
}

export interface SeedRateResult {
  seedRateKgPerHectare: number;
  /** kg per hectare or per acre, as the units say. */
  seedRate: number;
  areaSownHectares: number;
  /** hectares or acres, as the units say. */
  areaSown: number;
  units: AreaUnits;
}

/** The seed rate calculator: the rate for the target population, and the area the seed available will sow. */
export function calculateSeedRate(inputs: SeedRateInputs): SeedRateResult | undefined {
  const { sowingRate, tgw, germination, amountOfSeed, units } = inputs;
  const values = positiveValues([sowingRate, tgw, germination, amountOfSeed] as const);
  // Germination is a fraction: 95 (a percentage typed by mistake) would make the rate 100 times too small.
  if (!values || values[2] > 1) return undefined;
  const [s, t, g, amount] = values;
  const perHectare = seedRateKgPerHectare(s, t, g);
  // Area sown = amount of seed ÷ seed rate, with the amount in tonnes made kilograms.
  const areaSownHectares = (amount * 1000) / perHectare;
  return {
    seedRateKgPerHectare: perHectare,
    seedRate: perHectareToRate(perHectare, units),
    areaSownHectares,
    areaSown: hectaresToArea(areaSownHectares, units),
    units,
  };
}
