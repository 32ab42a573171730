// The quality-claim scale the preview estimates with (issue 15): data only, no logic. Each grade's standard
// specification, and what the trade customarily claims for a result outside it, per step (or part of a step) beyond
// the limit. docs/areas/samples.md ('the quality-claim preview') names the sources; the supplier's trading desk may replace the
// figures here without touching code.

/** One limit of a grade's standard, by the analysis reference the lab reports (spec 3 §3). */
export interface ClaimRule {
  reference: string;
  /** 'max': a result above the limit misses it (moisture, admix); 'min': below it (specific weight, protein, Hagberg). */
  kind: 'max' | 'min';
  limit: number;
  unit: string;
  /** Beyond this the buyer may reject the load instead of claiming. */
  reject?: number;
  /**
   * The claim per `step` (or part of one) beyond the limit: a share of the contract price, pounds a tonne, or both.
   * A limit without one is a rejection limit: any miss of it may be rejected.
   */
  claim?: { step: number; percentOfPrice?: number; poundsPerTonne?: number };
}

export interface GradeStandard {
  grade: string;
  commodityNo: number;
  /** Where the figures come from, shown with the preview. */
  source: string;
  rules: ClaimRule[];
}

const AIC = (basis: string) => `AIC No. 1 grain contract, ${basis}, and the customary UK claim scale`;
const NABIM = (group: string) => `nabim Wheat Guide, ${group}, and the customary UK claim scale`;
const MAGB = 'MAGB malting barley specification (nitrogen 1.85 % at most), rejected as malting beyond it';
const OSR = 'AIC / FOSFA oilseed rape contract basis 9/2/40 (1.5 % of price per 1 % oil)';

/** Moisture and admixture as most UK grain contracts set them: 15 % and 2 %. */
const moisture = (limit: number, reject: number): ClaimRule => ({
  reference: 'MOI',
  kind: 'max',
  limit,
  unit: '%',
  reject,
  claim: { step: 1, percentOfPrice: 1, poundsPerTonne: 2 },
});
const admix = (limit: number, reject: number): ClaimRule => ({
  reference: 'ADS',
  kind: 'max',
  limit,
  unit: '%',
  reject,
  claim: { step: 1, percentOfPrice: 1 },
});
const specificWeight = (limit: number, reject: number): ClaimRule => ({
  reference: 'KG',
  kind: 'min',
  limit,
  unit: 'kg/hl',
  reject,
  claim: { step: 1, poundsPerTonne: 1 },
});

export const CLAIM_SCALE: GradeStandard[] = [
  { grade: 'Feed Wheat', commodityNo: 81083, source: AIC('feed wheat 15/2/72'), rules: [moisture(15, 17), specificWeight(72, 66), admix(2, 5)] },
  {
    grade: 'Milling Wheat',
    commodityNo: 81083,
    source: NABIM('group 1 bread wheat'),
    rules: [
      moisture(15, 16),
      { reference: 'PRO', kind: 'min', limit: 13, unit: '%', reject: 12, claim: { step: 0.1, poundsPerTonne: 1.5 } },
      { reference: 'HAG', kind: 'min', limit: 250, unit: 's' },
      specificWeight(76, 72),
      admix(2, 3),
    ],
  },
  {
    grade: 'Biscuit Wheat',
    commodityNo: 81083,
    source: NABIM('group 3 biscuit wheat'),
    rules: [
      moisture(15, 16),
      { reference: 'PRO', kind: 'max', limit: 11.5, unit: '%' },
      { reference: 'HAG', kind: 'min', limit: 180, unit: 's' },
      specificWeight(74, 70),
      admix(2, 3),
    ],
  },
  { grade: 'Feed Barley', commodityNo: 81074, source: AIC('feed barley 15/2/63'), rules: [moisture(15, 17), specificWeight(63, 58), admix(2, 5)] },
  {
    grade: 'Malting Barley',
    commodityNo: 81074,
    source: MAGB,
    // Nitrogen 1.85 % at most, reported as protein (N x 6.25).
    rules: [moisture(14.5, 18), { reference: 'PRO', kind: 'max', limit: 11.6, unit: '%' }, admix(2, 3)],
  },
  { grade: 'Milling Oats', commodityNo: 81078, source: AIC('milling oats 15/2/50'), rules: [moisture(15, 16), specificWeight(50, 48), admix(2, 3)] },
  { grade: 'Feed Oats', commodityNo: 81078, source: AIC('feed oats 15/2/45'), rules: [moisture(15, 17), specificWeight(45, 40), admix(2, 5)] },
  { grade: 'Human Consumption Beans', commodityNo: 81075, source: AIC('human consumption beans 14/2'), rules: [moisture(14, 15), admix(2, 3)] },
  { grade: 'Feed Beans', commodityNo: 81075, source: AIC('feed beans 14/2'), rules: [moisture(14, 16), admix(2, 5)] },
  {
    grade: 'Oilseed Rape',
    commodityNo: 81079,
    source: OSR,
    rules: [
      { reference: 'MOI', kind: 'max', limit: 9, unit: '%', reject: 12, claim: { step: 1, percentOfPrice: 1 } },
      admix(2, 5),
      { reference: 'OIL', kind: 'min', limit: 40, unit: '%', claim: { step: 1, percentOfPrice: 1.5 } },
    ],
  },
];
