import { standardFor } from './preview-claims';

// A grade's quality specification in words, as a contract note states it (issue 26): each limit of the grade's
// standard in the claim scale (claim-scale.ts), so the note, the preview and the claims hold the grain to one
// specification.

const ANALYSIS_NAMES: Readonly<Record<string, string>> = {
  MOI: 'Moisture',
  ADS: 'Admixture',
  KG: 'Specific weight',
  PRO: 'Protein',
  HAG: 'Hagberg falling number',
  OIL: 'Oil content',
};

/** 'Moisture 15 % max', 'Specific weight 72 kg/hl min'... for a grade or a contract's product; empty when the scale has no standard for it. */
export function specificationLines(gradeOrProduct: string | null | undefined): string[] {
  const standard = standardFor(gradeOrProduct);
  if (!standard) return [];
  return standard.rules.map((rule) => `${ANALYSIS_NAMES[rule.reference] ?? rule.reference} ${rule.limit} ${rule.unit} ${rule.kind}`);
}
