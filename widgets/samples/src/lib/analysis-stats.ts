import { isLowerBetter, type SampleResult } from '@farm/area-my-account';

/** One analysis field across the compared samples: its best, worst and average value with their unit. */
export interface AnalysisStat {
  reference: string;
  name: string;
  lowerIsBetter: boolean;
  best: { value: number; unit: string } | null;
  worst: { value: number; unit: string } | null;
  /** Rounded to 2 decimals, in the unit of the best value (§5). */
  average: { value: number; unit: string } | null;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/**
 * Spec 3 §5: per analysis field across the selected samples, Best, Worst and Average. For the lower-is-better
 * fields (MOI, ADM, ... and moisture, admix, ergot, screenings by name) lower is best, for the rest higher; blanks
 * are skipped. Fields come in the order they first appear.
 */
export function analysisStats(samples: readonly { results: readonly SampleResult[] }[]): AnalysisStat[] {
  const fields = new Map<string, { name: string; values: { value: number; unit: string }[] }>();
  for (const sample of samples) {
    for (const result of sample.results) {
      const field = fields.get(result.reference) ?? { name: result.name, values: [] };
      fields.set(result.reference, field);
      if (result.result !== null && Number.isFinite(result.result)) field.values.push({ value: result.result, unit: result.unit });
    }
  }
  return [...fields].map(([reference, { name, values }]) => {
    const lowerIsBetter = isLowerBetter(reference, name);
    if (values.length === 0) return { reference, name, lowerIsBetter, best: null, worst: null, average: null };
    const ordered = [...values].sort((a, b) => (lowerIsBetter ? a.value - b.value : b.value - a.value));
    const best = ordered[0]!;
    const worst = ordered.at(-1)!;
    const average = { value: round2(values.reduce((sum, entry) => sum + entry.value, 0) / values.length), unit: best.unit };
    return { reference, name, lowerIsBetter, best, worst, average };
  });
}
