import type { SampleDetail, SampleFilters, SampleResult, SampleRow } from '@farm/area-my-account';

// The grain samples of the mock API (widget tests and the samples dev page's mock mode): Harrison Farms Ltd's
// samples of wheat (feed and milling varieties), barley and oilseed rape, one every four days back from today,
// so the list's default 180 days holds most of them and a few are older. Fen Edge Partnership has none.

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
const daysFromToday = (days: number) => {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
};

/** The account with samples; any other has none. */
const SAMPLES_ACCOUNT = 'HAR001';
const SAMPLE_COUNT = 60;

type Analysis = [reference: string, name: string, unit: string, low: number, high: number];
const CEREAL: Analysis[] = [
  ['MOI', 'Moisture', '%', 13.0, 15.3],
  ['KG', 'Kg/hl', 'kg/hl', 71, 80],
  ['PRO', 'Protein', '%', 9.5, 13.6],
  ['HAG', 'Hagberg', 's', 190, 360],
  ['ADS', 'Admix/Scr', '%', 0.4, 2.2],
];
const OILSEED: Analysis[] = [
  ['MOI', 'Moisture', '%', 6.5, 9.8],
  ['ADS', 'Admix/Scr', '%', 0.8, 3.1],
  ['OIL', 'Oil content', '%', 40, 46],
];

interface Crop {
  commodity: string;
  commodityNo: number;
  contract: string;
  varieties: [varietyNo: number, name: string][];
  analysis: Analysis[];
}
const FEED_WHEAT: Crop = {
  commodity: 'Wheat',
  commodityNo: 81083,
  contract: 'S-2026-001',
  varieties: [
    [101, 'Champion'],
    [102, 'Dawsum'],
    [103, 'Gleam'],
  ],
  analysis: CEREAL,
};
const MILLING_WHEAT: Crop = {
  commodity: 'Wheat',
  commodityNo: 81083,
  contract: 'S-2026-002',
  varieties: [
    [104, 'Crusoe'],
    [105, 'Extase'],
    [106, 'Skyfall'],
  ],
  analysis: CEREAL,
};
const BARLEY: Crop = {
  commodity: 'Barley',
  commodityNo: 81074,
  contract: 'S-2026-003',
  varieties: [
    [201, 'Bolton'],
    [202, 'KWS Tardis'],
  ],
  analysis: CEREAL,
};
const OILSEED_RAPE: Crop = {
  commodity: 'Oilseed Rape',
  commodityNo: 81079,
  contract: 'S-2026-004',
  varieties: [
    [301, 'Aurelia'],
    [302, 'Campus'],
  ],
  analysis: OILSEED,
};
/** Three wheat samples in five (feed, milling, feed), then a barley and an oilseed rape one. */
const ROTATION = [FEED_WHEAT, MILLING_WHEAT, FEED_WHEAT, BARLEY, OILSEED_RAPE];
const LOCALITIES = ['Saffron Walden', 'Ely', 'Market Rasen', 'Bildeston'];

/**
 * The three newest samples (all wheat) have set moisture and protein, so a test can say what comparing them
 * gives: moisture best 13.9 (lower is better), worst 15.2, average 14.57; protein best 12.6, worst 10.9, average 11.77.
 */
const KNOWN_RESULTS: Record<number, { MOI: number; PRO: number }> = {
  0: { MOI: 14.6, PRO: 11.8 },
  1: { MOI: 13.9, PRO: 12.6 },
  2: { MOI: 15.2, PRO: 10.9 },
};
/** A wheat sample whose Hagberg was not recorded: a blank the comparison skips. */
const BLANK_HAGBERG_INDEX = 5;

/** A small seeded generator, so every run (and the dev page) shows the same values. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function resultsOf(index: number, crop: Crop): SampleResult[] {
  const random = seeded(index + 1);
  return crop.analysis.map(([reference, name, unit, low, high]) => {
    const drawn = low + random() * (high - low);
    let result: number | null = reference === 'HAG' ? Math.round(drawn) : Math.round(drawn * 10) / 10;
    const known = KNOWN_RESULTS[index];
    if (known && (reference === 'MOI' || reference === 'PRO')) result = known[reference];
    if (index === BLANK_HAGBERG_INDEX && reference === 'HAG') result = null;
    return { reference, name, result, unit };
  });
}

function sampleRow(index: number): SampleRow {
  const crop = ROTATION[index % ROTATION.length]!;
  const [varietyNo, variety] = crop.varieties[index % crop.varieties.length]!;
  const taken = daysFromToday(-3 - index * 4);
  return {
    sampleId: `00000000-0000-4000-a000-${pad(index + 1, 12)}`,
    reference: `SMP-${pad(index + 1, 4)}`,
    // Every seventh sample was taken on no contract.
    contractReference: index % 7 === 6 ? null : crop.contract,
    commodity: crop.commodity,
    commodityNo: crop.commodityNo,
    variety,
    varietyNo,
    locality: LOCALITIES[index % LOCALITIES.length]!,
    dateTaken: iso(taken),
    cropYear: taken.getMonth() >= 6 ? taken.getFullYear() : taken.getFullYear() - 1,
    results: resultsOf(index, crop),
  };
}

/** The account's samples, newest first. */
export const demoSamples = (reference = SAMPLES_ACCOUNT): SampleRow[] =>
  reference === SAMPLES_ACCOUNT ? Array.from({ length: SAMPLE_COUNT }, (_, i) => sampleRow(i)) : [];

const byDescription = (a: { description: string }, b: { description: string }) => a.description.localeCompare(b.description);

/** What samples hold (§3 Sample filters), each sorted by description. */
export function sampleFiltersOf(samples: readonly SampleRow[]): SampleFilters {
  const commodities = new Map(samples.map((s) => [s.commodityNo, { commodityNo: s.commodityNo, description: s.commodity }]));
  const varieties = new Map(
    samples.filter((s) => s.varietyNo !== null).map((s) => [s.varietyNo!, { varietyNo: s.varietyNo!, description: s.variety!, commodityNo: s.commodityNo }]),
  );
  return {
    commodities: [...commodities.values()].sort(byDescription),
    varieties: [...varieties.values()].sort(byDescription),
    localities: [...new Set(samples.map((s) => s.locality).filter((l): l is string => l !== null))].sort(),
  };
}

const PRODUCT_LINES: Record<string, string> = {
  'S-2026-001': 'Feed Wheat',
  'S-2026-002': 'Milling Wheat',
  'S-2026-003': 'Feed Barley',
  'S-2026-004': 'Oilseed Rape',
};

/** A sample with the print view's fields (§3): the demo business's name and address, and its contract's product. */
export const sampleDetailOf = (sample: SampleRow): SampleDetail => ({
  ...sample,
  name: 'Harrison Farms Ltd',
  street: 'Church Farm, Church Lane',
  county: 'Essex',
  postcode: 'CB10 2LP',
  telephone: '01799 520 114',
  fax: null,
  address: 'Church Farm, Church Lane, Saffron Walden, Essex, CB10 2LP',
  productLine: (sample.contractReference && PRODUCT_LINES[sample.contractReference]) ?? sample.commodity,
});
