import * as z from 'zod/mini';

// The calculators' input rules (spec 2 §5), for their forms. zod/mini, not zod: these schemas go into every
// calculator's partner embed too, where the embed budget has no room for the full zod (README: Commands).
// Each box holds text, because the calculators work as the user types: an empty or unfinished entry ('', '-',
// '1.') is no result yet, not an error; a number that can never give a result says why. A form's values parse
// to numbers (undefined while a box holds none), which is what the formulas take.

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

/** A rule on the number in a box; a box with no number yet passes every rule. */
const numberRule = (holds: (value: number) => boolean, message: string) =>
  z.refine<string>((text) => {
    const value = parseNumericText(text);
    return value === undefined || holds(value);
  }, message);

/** A box's text, checked by `rules`, read as its number. */
const numberBox = (...rules: ReturnType<typeof numberRule>[]) => z.pipe(z.string().check(...rules), z.transform((text: string) => parseNumericText(text)));

/** Spec 2 §5: a calculation needs every input above 0. */
const aboveZero = numberRule((value) => value > 0, ABOVE_ZERO_ERROR);
const positiveBox = numberBox(aboveZero);

export const AREA_UNITS = ['hectares', 'acres'] as const;
export type AreaUnits = (typeof AREA_UNITS)[number];
const units = z.enum(AREA_UNITS);

/**
 * The seed rate and seed required calculators (one form): crop (an id, '' for another crop), units, sowing rate,
 * thousand-grain weight, germination as a fraction (95 typed for 95% would make the rate a hundred times too
 * small), and the box each has of its own: amount of seed (seed rate) or area (seed required).
 */
export const seedCalculatorSchema = z.object({
  crop: z.string(),
  units,
  sowingRate: positiveBox,
  tgw: positiveBox,
  germination: numberBox(
    aboveZero,
    numberRule((value) => value <= 1, GERMINATION_ERROR),
  ),
  amountOfSeed: positiveBox,
  area: positiveBox,
});
export type SeedCalculatorValues = z.input<typeof seedCalculatorSchema>;
export type SeedCalculatorInputs = z.output<typeof seedCalculatorSchema>;

/** The Limus Perform rate calculator: a product by name, units, fertiliser rate, inclusion rate and area. */
export const limusCalculatorSchema = z.object({
  product: z.string(),
  units,
  fertiliserRate: positiveBox,
  inclusionRate: positiveBox,
  area: positiveBox,
});
export type LimusCalculatorValues = z.input<typeof limusCalculatorSchema>;

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

/** Spec 2 §5: an out-of-range entry is ignored, so the form keeps the previous value and says so. */
function wheatNitrogenBoundsMessage(field: WheatNitrogenField): string {
  const { label, unit, min, max } = WHEAT_NITROGEN_INPUTS[field];
  return `${label} must be between ${min} and ${max} ${unit}; the previous value is kept.`;
}

const boundedBox = (field: WheatNitrogenField) => {
  const { min, max } = WHEAT_NITROGEN_INPUTS[field];
  return numberBox(numberRule((value) => value >= min && value <= max, wheatNitrogenBoundsMessage(field)));
};

export const wheatNitrogenCalculatorSchema = z.object({
  cropdestination: z.enum(CROP_DESTINATIONS),
  targetyield: boundedBox('targetyield'),
  estimatedSoilNitrogen: boundedBox('estimatedSoilNitrogen'),
  grainMoisture: boundedBox('grainMoisture'),
  targetGrainProtein: boundedBox('targetGrainProtein'),
  nitrogenUptake: boundedBox('nitrogenUptake'),
});
export type WheatNitrogenCalculatorValues = z.input<typeof wheatNitrogenCalculatorSchema>;
