import type { AreaUnits } from '@farm/area-calculators';
import { positiveValues } from './numbers';
import { areaToHectares, perHectareToRate, rateToPerHectare } from './units';

/** Spec 2 §5: Limus costs £30 a litre, so cost = 30 × application rate. */
export const LIMUS_COST_PER_LITRE = 30;

/** Application rate (lt/ha) = fertiliser rate (kg/ha) ÷ 1000 × inclusion rate (lt per tonne of fertiliser). */
export function applicationRate(fertiliserRateKgPerHectare: number, inclusionRate: number): number {
  return (fertiliserRateKgPerHectare / 1000) * inclusionRate;
}

/** Required litres = application rate (lt/ha) × area (ha). */
export function requiredLitres(applicationRateLitresPerHectare: number, areaHectares: number): number {
  return applicationRateLitresPerHectare * areaHectares;
}

/** Cost (£/ha) = 30 × application rate (lt/ha). */
export function limusCost(applicationRateLitresPerHectare: number): number {
  return LIMUS_COST_PER_LITRE * applicationRateLitresPerHectare;
}

/** w/w kg = rate × w/v% ÷ 100: kilograms of a nutrient in `rate` litres of a product of that w/v analysis. */
export function nutrientKg(rateLitres: number, weightPerVolumePercent: number): number {
  return (rateLitres * weightPerVolumePercent) / 100;
}

/** w/v = specific gravity × w/w: a weight-for-weight analysis as weight-for-volume. */
export function weightPerVolume(specificGravity: number, weightPerWeightPercent: number): number {
  return specificGravity * weightPerWeightPercent;
}

export interface LimusInputs {
  /** Fertiliser rate in kg per hectare or per acre, as the units say. */
  fertiliserRate: number | undefined;
  /** Litres of Limus per tonne of fertiliser (the product's limus-perform-rate by default). */
  inclusionRate: number | undefined;
  /** Area in hectares or acres, as the units say. */
  area: number | undefined;
  units: AreaUnits;
}

export interface LimusResult {
  fertiliserRateKgPerHectare: number;
  areaHectares: number;
  applicationRateLitresPerHectare: number;
  /** lt per hectare or per acre, as the units say. */
  applicationRate: number;
  requiredLitres: number;
  costPerHectare: number;
  /** £ per hectare or per acre, as the units say. */
  cost: number;
  totalCost: number;
  units: AreaUnits;
}

/**
 * The Limus Perform rate calculator. Acre entries are made per hectare first (× or ÷ 2.47105), the spec's
 * formulas run per hectare, and per-area results go back to the user's units.
 */
export function calculateLimus(inputs: LimusInputs): LimusResult | undefined {
  const values = positiveValues([inputs.fertiliserRate, inputs.inclusionRate, inputs.area] as const);
  if (!values) return undefined;
  const [fertiliserRate, inclusionRate, area] = values;
  const { units } = inputs;
  const fertiliserRateKgPerHectare = rateToPerHectare(fertiliserRate, units);
  const areaHectares = areaToHectares(area, units);
  const perHectare = applicationRate(fertiliserRateKgPerHectare, inclusionRate);
  const costPerHectare = limusCost(perHectare);
  return {
    fertiliserRateKgPerHectare,
    areaHectares,
    applicationRateLitresPerHectare: perHectare,
    applicationRate: perHectareToRate(perHectare, units),
    requiredLitres: requiredLitres(perHectare, areaHectares),
    costPerHectare,
    cost: perHectareToRate(costPerHectare, units),
    totalCost: costPerHectare * areaHectares,
    units,
  };
}

/** A product's analysis, as the content service sends it (spec 2 §3). */
export interface ProductAnalysis {
  specificGravity: number;
  wwN: number;
  wwSo3: number;
  wvN: number | null;
  wvSo3: number | null;
}

export interface NutrientsApplied {
  /** Fertiliser volume, lt/ha: kg/ha ÷ specific gravity. */
  fertiliserLitresPerHectare: number;
  wvN: number;
  wvSo3: number;
  nKgPerHectare: number;
  so3KgPerHectare: number;
}

/**
 * Nutrients the fertiliser itself applies per hectare. The w/v analysis comes from the product, or from
 * specific gravity × w/w when the product has none; the fertiliser's litres are its kilograms ÷ specific gravity.
 */
export function nutrientsApplied(fertiliserRateKgPerHectare: number, product: ProductAnalysis): NutrientsApplied | undefined {
  if (!(fertiliserRateKgPerHectare > 0) || !(product.specificGravity > 0)) return undefined;
  const wvN = product.wvN ?? weightPerVolume(product.specificGravity, product.wwN);
  const wvSo3 = product.wvSo3 ?? weightPerVolume(product.specificGravity, product.wwSo3);
  const litres = fertiliserRateKgPerHectare / product.specificGravity;
  return {
    fertiliserLitresPerHectare: litres,
    wvN,
    wvSo3,
    nKgPerHectare: nutrientKg(litres, wvN),
    so3KgPerHectare: nutrientKg(litres, wvSo3),
  };
}
