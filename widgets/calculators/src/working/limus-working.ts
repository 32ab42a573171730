import { LIMUS_COST_PER_LITRE, type LimusResult, type NutrientsApplied } from '../formulas/limus';
import { ACRES, litres, money, n } from './working';

export interface LimusWorkingInputs {
  fertiliserRate: number;
  inclusionRate: number;
  area: number;
}

export function limusWorking(inputs: LimusWorkingInputs, result: LimusResult): string[] {
  const acres = result.units === 'acres';
  const lines: string[] = [];
  if (acres) {
    lines.push(`Fertiliser rate = ${n(inputs.fertiliserRate)} kg/acre × ${ACRES} = ${n(result.fertiliserRateKgPerHectare)} kg/ha`);
    lines.push(`Area = ${n(inputs.area)} acres ÷ ${ACRES} = ${n(result.areaHectares)} ha`);
  }
  const perHectare = result.applicationRateLitresPerHectare;
  lines.push(`Application rate = ${n(result.fertiliserRateKgPerHectare)} kg/ha ÷ 1000 × ${n(inputs.inclusionRate, 4)} lt/t = ${litres(perHectare)} lt/ha`);
  if (acres) lines.push(`Application rate per acre = ${litres(perHectare)} lt/ha ÷ ${ACRES} = ${litres(result.applicationRate)} lt/acre`);
  lines.push(`Limus required = ${litres(perHectare)} lt/ha × ${n(result.areaHectares)} ha = ${litres(result.requiredLitres)} lt`);
  lines.push(`Cost = £${LIMUS_COST_PER_LITRE} × ${litres(perHectare)} lt/ha = ${money(result.costPerHectare)}/ha`);
  if (acres) lines.push(`Cost per acre = ${money(result.costPerHectare)}/ha ÷ ${ACRES} = ${money(result.cost)}/acre`);
  lines.push(`Total cost = ${money(result.costPerHectare)}/ha × ${n(result.areaHectares)} ha = ${money(result.totalCost)}`);
  return lines;
}

/** The fertiliser's own nutrients: its litres from specific gravity, then w/w kg = rate × w/v% ÷ 100. */
export function nutrientWorking(
  fertiliserRateKgPerHectare: number,
  product: { specificGravity: number; wwN: number; wwSo3: number; wvN: number | null; wvSo3: number | null },
  nutrients: NutrientsApplied,
): string[] {
  const lines: string[] = [];
  if (product.wvN === null) lines.push(`w/v N = ${n(product.specificGravity, 3)} specific gravity × ${n(product.wwN)}% w/w = ${n(nutrients.wvN)}%`);
  if (product.wvSo3 === null) lines.push(`w/v SO3 = ${n(product.specificGravity, 3)} specific gravity × ${n(product.wwSo3)}% w/w = ${n(nutrients.wvSo3)}%`);
  lines.push(
    `Fertiliser volume = ${n(fertiliserRateKgPerHectare)} kg/ha ÷ ${n(product.specificGravity, 3)} specific gravity = ${n(nutrients.fertiliserLitresPerHectare)} lt/ha`,
  );
  lines.push(`N applied = ${n(nutrients.fertiliserLitresPerHectare)} lt/ha × ${n(nutrients.wvN)}% w/v ÷ 100 = ${n(nutrients.nKgPerHectare)} kg/ha`);
  lines.push(`SO3 applied = ${n(nutrients.fertiliserLitresPerHectare)} lt/ha × ${n(nutrients.wvSo3)}% w/v ÷ 100 = ${n(nutrients.so3KgPerHectare)} kg/ha`);
  return lines;
}
