import type { CropDestination } from '@farm/area-calculators';
import {
  NITROGEN_HARVEST_INDEX,
  NMAX_MILLING_EXTRA,
  NMAX_PER_TONNE_OVER,
  NMAX_YIELD_THRESHOLD,
  PROTEIN_TO_NITROGEN,
  type WheatNitrogenResult,
} from '../formulas/wheat-nitrogen';
import { n } from './working';

export interface WheatWorkingInputs {
  cropdestination: CropDestination;
  targetyield: number;
  estimatedSoilNitrogen: number;
  grainMoisture: number;
  targetGrainProtein: number;
  nitrogenUptake: number;
  guidelinefig: number;
}

export function wheatNitrogenWorking(inputs: WheatWorkingInputs, result: WheatNitrogenResult): string[] {
  const { exact } = result;
  const y = n(inputs.targetyield);
  const lines = [
    `Nitrogen offtake = 1000 × ${y} t/ha × (100 − ${n(inputs.grainMoisture)}%) ÷ 100 × (${n(inputs.targetGrainProtein)}% ÷ ${PROTEIN_TO_NITROGEN}) ÷ 100 = ${n(exact.offtake)}, rounded ${result.offtake} kg N/ha`,
    `Crop nitrogen uptake = ${n(exact.offtake)} ÷ ${NITROGEN_HARVEST_INDEX} = ${n(exact.uptake)}, rounded ${result.uptake} kg N/ha`,
    exact.uptake > inputs.estimatedSoilNitrogen
      ? `Nitrogen required = (${n(exact.uptake)} − ${n(inputs.estimatedSoilNitrogen)} soil N) ÷ (${n(inputs.nitrogenUptake)}% ÷ 100) = ${n(exact.required)}, rounded ${result.required} kg N/ha`
      : `Nitrogen required = 0 kg N/ha, because the soil supplies ${n(inputs.estimatedSoilNitrogen)} kg N/ha, at least the crop's uptake of ${n(exact.uptake)} kg N/ha`,
  ];
  const over = Math.max(0, inputs.targetyield - NMAX_YIELD_THRESHOLD);
  const milling = inputs.cropdestination === 'Milling' ? ` + ${NMAX_MILLING_EXTRA} for milling` : '';
  lines.push(
    over > 0
      ? `Nmax guide = ${n(inputs.guidelinefig)} + ${NMAX_PER_TONNE_OVER} × (${y} − ${NMAX_YIELD_THRESHOLD}) t/ha${milling} = ${result.nmax} kg N/ha`
      : `Nmax guide = ${n(inputs.guidelinefig)} (yield not over ${NMAX_YIELD_THRESHOLD} t/ha)${milling} = ${result.nmax} kg N/ha`,
  );
  return lines;
}
