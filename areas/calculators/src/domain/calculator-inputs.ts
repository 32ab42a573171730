// The calculators' input rules (spec 2 §5), for their forms. zod/mini, not zod: these schemas go into every
// calculator's partner embed too, where the embed budget has no room for the full zod (docs/performance.md).
// Each box holds text, because the calculators work as the user types: an empty or unfinished entry ('', '-',
// '1.') is no result yet, not an error; a number that can never give a result says why. A form's values parse
// to numbers (undefined while a box holds none), which is what the formulas take. The fields' plain rules and
// bounds, which need no zod, are in calculator-fields.ts.

import * as z from 'zod/mini';
import {
  ABOVE_ZERO_ERROR,
  AREA_UNITS,
  CROP_DESTINATIONS,
  GERMINATION_ERROR,
  parseNumericText,
  WHEAT_NITROGEN_INPUTS,
  type WheatNitrogenField,
} from './calculator-fields';

/** A rule on the number in a box; a box with no number yet passes every rule. */
const numberRule = (holds: (value: number) => boolean, message: string) =>
  z.refine<string>((text) => {
    const value = parseNumericText(text);
    return value === undefined || holds(value);
  }, message);

/** A box's text, checked by `rules`, read as its number. */
const numberBox = (...rules: ReturnType<typeof numberRule>[]) =>
  z.pipe(
    z.string().check(...rules),
    z.transform((text: string) => parseNumericText(text)),
  );

/** Spec 2 §5: a calculation needs every input above 0. */
const aboveZero = numberRule((value) => value > 0, ABOVE_ZERO_ERROR);
const positiveBox = numberBox(aboveZero);

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
