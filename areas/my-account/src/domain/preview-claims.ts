import type { SampleResult } from './samples';
import { CLAIM_SCALE, type ClaimRule, type GradeStandard } from './claim-scale';

/** One result outside the grade's standard, and what the scale says the buyer would likely do about it. */
export interface ClaimMiss {
  reference: string;
  name: string;
  result: number;
  unit: string;
  rule: ClaimRule;
  /** Steps (or parts of a step) beyond the limit. */
  steps: number;
  rejection: boolean;
  percentOfPrice: number;
  poundsPerTonne: number;
}

export interface SampleClaim {
  reference: string;
  misses: ClaimMiss[];
  /** Any miss beyond its rejection level. */
  rejection: boolean;
  /** The likely deduction in £ a tonne, when the contract price is known; null otherwise. */
  deductionPerTonne: number | null;
  percentOfPrice: number;
  poundsPerTonne: number;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
const measured = (value: number) => String(round2(value));

/**
 * 'Moisture 16.2 % (max 15 %)': the measured value as the lab reported it (two decimals at most), never rounded
 * to one that reads as no miss. The preview lists it and a price adjustment's description is made of it.
 */
export const missText = (miss: ClaimMiss) =>
  `${miss.name} ${measured(miss.result)} ${miss.unit} (${miss.rule.kind} ${measured(miss.rule.limit)} ${miss.rule.unit})`;

/** The standard a grade (a parcel's target grade) or a contract's product (Feed Wheat...) names; undefined for None or an unknown one. */
export function standardFor(gradeOrProduct: string | null | undefined): GradeStandard | undefined {
  const wanted = gradeOrProduct?.trim().toLowerCase();
  return wanted ? CLAIM_SCALE.find((standard) => standard.grade.toLowerCase() === wanted) : undefined;
}

function missOf(rule: ClaimRule, result: SampleResult): ClaimMiss | undefined {
  if (result.result === null) return undefined;
  const beyond = rule.kind === 'max' ? result.result - rule.limit : rule.limit - result.result;
  if (beyond <= 1e-9) return undefined;
  // A limit the scale has no claim for is one the buyer may reject on: there is nothing else to settle it with.
  const rejection = !rule.claim || (rule.reject !== undefined && (rule.kind === 'max' ? result.result > rule.reject : result.result < rule.reject));
  // 'For each step or part of one': 16.2 % against 15 % is two steps of 1 %.
  const steps = rule.claim ? Math.ceil(round2(beyond / rule.claim.step)) : 0;
  return {
    reference: result.reference,
    name: result.name,
    result: result.result,
    unit: result.unit || rule.unit,
    rule,
    steps,
    rejection,
    percentOfPrice: round2(steps * (rule.claim?.percentOfPrice ?? 0)),
    poundsPerTonne: round2(steps * (rule.claim?.poundsPerTonne ?? 0)),
  };
}

/**
 * Each sample against the standard (issue 15's quality-claim preview): the results that miss it and the likely
 * claim, a deduction from the scale or a rejection. An estimate: the buyer's own tests and the contract decide.
 */
export function previewClaims(
  standard: GradeStandard,
  samples: readonly { reference: string; results: readonly SampleResult[] }[],
  pricePerTonne: number | null = null,
): SampleClaim[] {
  return samples.map((sample) => {
    const misses = standard.rules.flatMap((rule) => {
      const result = sample.results.find((entry) => entry.reference === rule.reference);
      const miss = result && missOf(rule, result);
      return miss ? [miss] : [];
    });
    const percentOfPrice = round2(misses.reduce((sum, miss) => sum + miss.percentOfPrice, 0));
    const poundsPerTonne = round2(misses.reduce((sum, miss) => sum + miss.poundsPerTonne, 0));
    return {
      reference: sample.reference,
      misses,
      rejection: misses.some((miss) => miss.rejection),
      deductionPerTonne: pricePerTonne === null ? null : round2((pricePerTonne * percentOfPrice) / 100 + poundsPerTonne),
      percentOfPrice,
      poundsPerTonne,
    };
  });
}
