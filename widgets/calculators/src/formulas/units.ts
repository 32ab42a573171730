import type { AreaUnits } from '@farm/area-calculators';

/** Spec 2 §5: acre mode divides or multiplies by 2.47105 (acres in one hectare). */
export const ACRES_PER_HECTARE = 2.47105;

export const UNIT_LABELS: Record<AreaUnits, { area: string; perArea: string }> = {
  hectares: { area: 'ha', perArea: 'ha' },
  acres: { area: 'acres', perArea: 'acre' },
};

/** An area in the user's units as hectares. */
export function areaToHectares(area: number, units: AreaUnits): number {
  return units === 'acres' ? area / ACRES_PER_HECTARE : area;
}

/** An area in hectares as the user's units. */
export function hectaresToArea(hectares: number, units: AreaUnits): number {
  return units === 'acres' ? hectares * ACRES_PER_HECTARE : hectares;
}

/** A rate per unit of area (kg/acre, lt/acre) as a rate per hectare. */
export function rateToPerHectare(rate: number, units: AreaUnits): number {
  return units === 'acres' ? rate * ACRES_PER_HECTARE : rate;
}

/** A rate per hectare as a rate per unit of the user's area. */
export function perHectareToRate(ratePerHectare: number, units: AreaUnits): number {
  return units === 'acres' ? ratePerHectare / ACRES_PER_HECTARE : ratePerHectare;
}

export function parseUnits(value: string | undefined): AreaUnits {
  return value?.trim().toLowerCase() === 'acres' ? 'acres' : 'hectares';
}
