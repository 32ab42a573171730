import type { Parcel, SampleResult, SampleRow } from '@farm/area-my-account';

// The parcels of the mock API (widget tests and the samples dev page's mock mode) and the samples the parcel
// wizard groups into them: Harrison Farms Ltd's wheat, barley and oilseed rape samples of the last months (dates
// count from today, so the wizard's default range of 6 months holds them), and one wheat sample of last year.

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
const daysFromToday = (days: number) => {
  const today = new Date();
  return iso(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
};

/** One decimal, as the lab reports (and without binary fractions' long tails). */
const tenths = (value: number) => Math.round(value * 10) / 10;

const cereal = (index: number): SampleResult[] => [
  { reference: 'MOI', name: 'Moisture', result: tenths(13.8 + (index % 5) * 0.4), unit: '%' },
  { reference: 'KG', name: 'Kg/hl', result: 72 + (index % 7), unit: 'kg/hl' },
  { reference: 'PRO', name: 'Protein', result: tenths(10.9 + (index % 4) * 0.6), unit: '%' },
  // Every fifth sample's Hagberg was not measured: a blank the analysis skips.
  { reference: 'HAG', name: 'Hagberg', result: index % 5 === 4 ? null : 240 + index * 5, unit: 's' },
  { reference: 'ADS', name: 'Admix/Scr', result: tenths(0.8 + (index % 3) * 0.5), unit: '%' },
];

const oilseed = (index: number): SampleResult[] => [
  { reference: 'MOI', name: 'Moisture', result: tenths(7.6 + index * 0.5), unit: '%' },
  { reference: 'ADS', name: 'Admix/Scr', result: tenths(1.1 + index * 0.3), unit: '%' },
  { reference: 'OIL', name: 'Oil content', result: tenths(43.5 - index * 0.8), unit: '%' },
];

interface Crop {
  commodity: string;
  commodityNo: number;
  varieties: [number, string][];
  results: (index: number) => SampleResult[];
}

const WHEAT: Crop = {
  commodity: 'Wheat',
  commodityNo: 81083,
  varieties: [
    [11, 'Champion'],
    [12, 'Skyfall'],
  ],
  results: cereal,
};
const BARLEY: Crop = { commodity: 'Barley', commodityNo: 81074, varieties: [[21, 'KWS Tardis']], results: cereal };
const OILSEED_RAPE: Crop = { commodity: 'Oilseed Rape', commodityNo: 81079, varieties: [[31, 'Aurelia']], results: oilseed };

/** The sample ids are uuids, as a parcel names its samples: the commodity's last digits, then the sample's number. */
const sampleId = (crop: Crop, index: number) => `00000000-0000-4000-a${pad(crop.commodityNo % 1000, 3)}-${pad(index + 1, 12)}`;

const sample = (crop: Crop, index: number, daysAgo: number): SampleRow => {
  const [varietyNo, variety] = crop.varieties[index % crop.varieties.length]!;
  return {
    sampleId: sampleId(crop, index),
    reference: `${crop.commodity.slice(0, 1)}S-${pad(index + 1, 4)}`,
    contractReference: index % 4 === 3 ? null : `S-2026-${pad((index % 3) + 1, 3)}`,
    commodity: crop.commodity,
    commodityNo: crop.commodityNo,
    variety,
    varietyNo,
    locality: ['Saffron Walden', 'Thaxted', 'Debden'][index % 3]!,
    dateTaken: daysFromToday(-daysAgo),
    cropYear: 2026,
    results: crop.results(index),
  };
};

/** Fourteen wheat samples of the last months (two pages of the wizard's table) and one taken 300 days ago. */
export const WHEAT_SAMPLES: SampleRow[] = [...Array.from({ length: 14 }, (_, index) => sample(WHEAT, index, 3 + index * 9)), sample(WHEAT, 14, 300)];
const BARLEY_SAMPLES: SampleRow[] = Array.from({ length: 3 }, (_, index) => sample(BARLEY, index, 5 + index * 20));
const OILSEED_RAPE_SAMPLES: SampleRow[] = Array.from({ length: 2 }, (_, index) => sample(OILSEED_RAPE, index, 40 + index * 15));
export const demoWizardSamples = (): SampleRow[] => [...WHEAT_SAMPLES, ...BARLEY_SAMPLES, ...OILSEED_RAPE_SAMPLES];

const CREATED_BY = 'grower@myfarm.example';

/** A parcel as the server keeps it; created and last updated a few days ago. */
export function parcel(overrides: Partial<Parcel> & Pick<Parcel, 'parcelId' | 'parcelName'>): Parcel {
  const when = `${daysFromToday(-4)}T09:30:00.000Z`;
  return {
    commodity: { commodityNo: WHEAT.commodityNo, description: WHEAT.commodity },
    samples: [WHEAT_SAMPLES[0]!.sampleId, WHEAT_SAMPLES[1]!.sampleId],
    tonnage: '120',
    targetGrade: 'Feed Wheat',
    notes: '',
    shared: false,
    created: when,
    createdBy: CREATED_BY,
    lastUpdated: when,
    ...overrides,
  };
}

export const parcelId = (index: number) => `00000000-0000-4000-b000-${pad(index, 12)}`;

/** The demo business's parcels: Wheat - Parcel A (two samples) and Barley - Parcel A (one). */
export const demoParcels = (): Parcel[] => [
  parcel({ parcelId: parcelId(1), parcelName: 'Wheat - Parcel A', notes: 'Store 2, north bay' }),
  parcel({
    parcelId: parcelId(2),
    parcelName: 'Barley - Parcel A',
    commodity: { commodityNo: BARLEY.commodityNo, description: BARLEY.commodity },
    samples: [BARLEY_SAMPLES[0]!.sampleId],
    tonnage: '58.5',
    targetGrade: 'None',
  }),
];
