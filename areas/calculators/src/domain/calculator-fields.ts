// The calculators' fields (spec 2 §3, §5): how a box's text reads as a number, the choices and the bounds. Apart
// from the schemas in calculator-inputs.ts, so the portal's core can export them without loading zod.

/** Spec 2 §5: numeric-only inputs, an optional sign, digits and one decimal point (partial entries included). */
const NUMERIC_TEXT_PATTERN = /^[+-]?\d*\.?\d*$/;

export function isNumericText(text: string): boolean {
  return NUMERIC_TEXT_PATTERN.test(text);
}

/** The number a box holds, or undefined for an empty or unfinished entry ('', '-', '.', '+.'). */
export function parseNumericText(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (!isNumericText(trimmed) || !/\d/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export const ABOVE_ZERO_ERROR = 'Enter a number above 0.';
export const GERMINATION_ERROR = 'Enter germination as a fraction between 0 and 1, for example 0.95.';

/** The units a calculator's area and rates are in. */
export const AREA_UNITS = ['hectares', 'acres'] as const;
export type AreaUnits = (typeof AREA_UNITS)[number];

export const CROP_DESTINATIONS = ['Feed', 'Milling'] as const;
export type CropDestination = (typeof CROP_DESTINATIONS)[number];

/** Spec 2 §3 "Wheat nitrogen inputs", in the form's order, with the bounds of spec 2 §5 (inclusive). */
export const WHEAT_NITROGEN_INPUTS = {
  targetyield: { label: 'Target yield', unit: 't/ha', min: 1, max: 20 },
  estimatedSoilNitrogen: { label: 'Soil nitrogen supply', unit: 'kg N/ha', min: 1, max: 400 },
  grainMoisture: { label: 'Grain moisture', unit: '%', min: 1, max: 30 },
  targetGrainProtein: { label: 'Target grain protein', unit: '%', min: 1, max: 20 },
  nitrogenUptake: { label: 'Nitrogen uptake', unit: '%', min: 1, max: 100 },
} as const;
export type WheatNitrogenField = keyof typeof WHEAT_NITROGEN_INPUTS;
