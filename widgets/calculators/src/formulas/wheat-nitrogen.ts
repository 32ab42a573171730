import type { CropDestination } from '@farm/area-calculators';
import { positiveValues } from './numbers';

/** Spec 2 §5: choosing the crop destination presets these. */
export const DESTINATION_PRESETS: Record<CropDestination, { grainMoisture: number; nitrogenUptake: number; targetGrainProtein: number }> = {
  Feed: { grainMoisture: 15, nitrogenUptake: 60, targetGrainProtein: 10.8 },
  Milling: { grainMoisture: 15, nitrogenUptake: 60, targetGrainProtein: 13 },
};

/** Spec 2 §5: the Nmax guide starts at 220 kg N/ha; the content service's guidelinefig replaces it when it loads. */
export const DEFAULT_GUIDELINE_FIGURE = 220;
export const NMAX_PER_TONNE_OVER = 20;
export const NMAX_YIELD_THRESHOLD = 8;
export const NMAX_MILLING_EXTRA = 40;
/** Grain protein ÷ 5.7 is grain nitrogen %, the conversion factor for wheat. */
export const PROTEIN_TO_NITROGEN = 5.7;
/** Only 68% of the nitrogen a crop takes up ends in the grain. */
export const NITROGEN_HARVEST_INDEX = 0.68;

/** Offtake (kg N/ha) = 1000 × yield × (100 − moisture)/100 × (protein/5.7)/100. */
export function nitrogenOfftake(targetYield: number, grainMoisture: number, grainProtein: number): number {
  return (((1000 * targetYield * (100 - grainMoisture)) / 100) * (grainProtein / PROTEIN_TO_NITROGEN)) / 100;
}

/** Uptake (kg N/ha) = offtake ÷ 0.68. */
export function nitrogenUptakeNeeded(offtake: number): number {
  return offtake / NITROGEN_HARVEST_INDEX;
}

/** Required (kg N/ha) = (uptake − soil N) ÷ (efficiency/100), else 0 when the soil supplies enough. */
export function nitrogenRequired(uptake: number, soilNitrogen: number, efficiencyPercent: number): number {
  return uptake > soilNitrogen ? (uptake - soilNitrogen) / (efficiencyPercent / 100) : 0;
}

/** Nmax guide (kg N/ha) = guideline (220) + 20 per t/ha over 8 t/ha + 40 for milling. */
export function nmaxGuide(targetYield: number, destination: CropDestination, guidelineFigure = DEFAULT_GUIDELINE_FIGURE): number {
  const overThreshold = Math.max(0, targetYield - NMAX_YIELD_THRESHOLD);
  return guidelineFigure + NMAX_PER_TONNE_OVER * overThreshold + (destination === 'Milling' ? NMAX_MILLING_EXTRA : 0);
}

export interface WheatNitrogenInputs {
  cropdestination: CropDestination;
  targetyield: number | undefined;
  estimatedSoilNitrogen: number | undefined;
  grainMoisture: number | undefined;
  targetGrainProtein: number | undefined;
  /** Fertiliser nitrogen recovery, %. */
  nitrogenUptake: number | undefined;
  guidelinefig?: number;
}

export interface WheatNitrogenResult {
  /** Unrounded, for explanations. */
  exact: { offtake: number; uptake: number; required: number; nmax: number };
  /** Spec 2 §5: results rounded (to whole kg N/ha). */
  offtake: number;
  uptake: number;
  required: number;
  nmax: number;
  /** True when the rounded requirement is above the rounded Nmax guide. */
  aboveNmax: boolean;
}

/** The wheat nitrogen calculator; rounding happens once at the end so no error accumulates between steps. */
export function calculateWheatNitrogen(inputs: WheatNitrogenInputs): WheatNitrogenResult | undefined {
  const values = positiveValues([
    inputs.targetyield,
    inputs.estimatedSoilNitrogen,
    inputs.grainMoisture,
    inputs.targetGrainProtein,
    inputs.nitrogenUptake,
  ] as const);
  if (!values) return undefined;
  const [targetYield, soilNitrogen, moisture, protein, efficiency] = values;
  const offtake = nitrogenOfftake(targetYield, moisture, protein);
  const uptake = nitrogenUptakeNeeded(offtake);
  const required = nitrogenRequired(uptake, soilNitrogen, efficiency);
  const nmax = nmaxGuide(targetYield, inputs.cropdestination, inputs.guidelinefig ?? DEFAULT_GUIDELINE_FIGURE);
  const rounded = { offtake: Math.round(offtake), uptake: Math.round(uptake), required: Math.round(required), nmax: Math.round(nmax) };
  return { exact: { offtake, uptake, required, nmax }, ...rounded, aboveNmax: rounded.required > rounded.nmax };
}
