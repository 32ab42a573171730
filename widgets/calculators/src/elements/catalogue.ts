import { SHARED_EMBED_ATTRIBUTES, type EmbedAttributeDoc, type EmbedElementDoc, type EmbedEventDoc } from '@farm/ui/embed-catalogue';
import { LIMUS_TAG, SEED_RATE_TAG, SEED_REQUIRED_TAG, WHEAT_NITROGEN_TAG } from './tags';

// The calculator elements in the embed catalogue (/embed/): plain data (and the tags), so the build reads
// it in Node. Each element's script is /embed/<tag>.js (widgets/calculators/src/embed/<tag>.ts). None needs
// sign-in or a partner key.

const CROP_IDS = [
  'winter-wheat',
  'winter-barley',
  'spring-wheat',
  'spring-barley',
  'oilseed-rape',
  'winter-beans',
  'spring-beans',
  'spring-peas',
  'spring-oats',
] as const;

const units: EmbedAttributeDoc = {
  name: 'units',
  description: 'Acre mode takes areas in acres and rates per acre and answers per acre (converted by 2.47105).',
  values: ['hectares', 'acres'],
  default: 'hectares',
};
const { nonce } = SHARED_EMBED_ATTRIBUTES;
const apiRoot: EmbedAttributeDoc = {
  ...SHARED_EMBED_ATTRIBUTES.apiRoot,
  description: 'Another MyFarm API address for the calculator data; by default /api on the server the script came from.',
};
const seedAttributes: EmbedAttributeDoc[] = [
  {
    name: 'crop',
    description: 'Preselects the crop and fills in its thousand-grain weight (the crop name, such as "Oilseed Rape", works too).',
    values: CROP_IDS,
    default: 'winter-wheat',
  },
  units,
  { name: 'sowing-rate', description: 'Target sowing rate, seeds per m².' },
  { name: 'tgw', description: "Thousand-grain weight in grams; the crop's standard weight by default." },
  { name: 'germination', description: 'Germination as a fraction: 0.95 means 95% of seeds germinate.', default: '0.95' },
];

/** Every calculator sends the same event; `detail.result` differs per calculator. */
const calculated = (result: string): EmbedEventDoc => ({
  name: 'calculated',
  description: 'A new result has been worked out (sent again whenever it changes). The working lists each step with the numbers used.',
  detail: `{ calculator: string; inputs: Record<string, unknown>; result: ${result}; working: string[] }`,
});

const seedRequiredCalculatorMeta: EmbedElementDoc = {
  tag: SEED_REQUIRED_TAG,
  title: 'Seed required calculator',
  description: 'Tonnes of seed needed to sow an area at a target plant population.',
  needsPartnerKey: false,
  attributes: [...seedAttributes, { name: 'area', description: 'Area to sow, in hectares (acres in acre mode).' }, nonce],
  events: [calculated('{ seedTonnes: number; seedRate: number; seedRateUnit: string }')],
  example: { crop: 'spring-barley', 'sowing-rate': '350', area: '20' },
};

const seedRateCalculatorMeta: EmbedElementDoc = {
  tag: SEED_RATE_TAG,
  title: 'Seed rate calculator',
  description: 'The seed rate for a target plant population, and the area an amount of seed sows.',
  needsPartnerKey: false,
  attributes: [...seedAttributes, { name: 'amount-of-seed', description: 'Seed available, in tonnes.' }, nonce],
  events: [calculated('{ seedRate: number; seedRateUnit: string; areaSown: number; areaUnit: string }')],
  example: { crop: 'winter-wheat', 'sowing-rate': '300', 'amount-of-seed': '5' },
};

const limusCalculatorMeta: EmbedElementDoc = {
  tag: LIMUS_TAG,
  title: 'Limus Perform rate calculator',
  description: 'Litres of Limus for a fertiliser rate and area, what it costs, and the nutrients the fertiliser applies.',
  needsPartnerKey: false,
  attributes: [
    { name: 'product', description: 'Preselects a fertiliser product by name; the first product by default.' },
    units,
    { name: 'fertiliser-rate', description: 'Fertiliser rate in kg per hectare (per acre in acre mode).' },
    { name: 'inclusion-rate', description: "Litres of Limus per tonne of fertiliser; the product's Limus Perform rate by default." },
    { name: 'area', description: 'Area, in hectares (acres in acre mode).' },
    apiRoot,
    nonce,
  ],
  events: [
    calculated(
      '{ applicationRate: number; applicationRateUnit: string; requiredLitres: number; cost: number; costUnit: string; totalCost: number; nitrogenKg?: number; so3Kg?: number }',
    ),
  ],
  example: { 'fertiliser-rate': '150', area: '12' },
};

const wheatNitrogenCalculatorMeta: EmbedElementDoc = {
  tag: WHEAT_NITROGEN_TAG,
  title: 'Wheat - Nitrogen requirement calculator',
  description: 'Fertiliser nitrogen for a wheat crop from its target yield, grain protein and soil supply, with the Nmax guide.',
  needsPartnerKey: false,
  attributes: [
    {
      name: 'destination',
      description: 'Crop destination; presets grain moisture 15%, nitrogen uptake 60% and protein 10.8% (Feed) or 13% (Milling).',
      values: ['Feed', 'Milling'],
      default: 'Feed',
    },
    { name: 'target-yield', description: 'Target yield, t/ha (1 to 20).' },
    { name: 'soil-nitrogen', description: 'Soil nitrogen supply, kg N/ha (1 to 400).' },
    { name: 'grain-moisture', description: 'Grain moisture, % (1 to 30).', default: '15' },
    { name: 'grain-protein', description: 'Target grain protein, % (1 to 20).', default: '10.8 (Feed) or 13 (Milling)' },
    { name: 'nitrogen-uptake', description: 'Share of fertiliser nitrogen the crop takes up, % (1 to 100).', default: '60' },
    apiRoot,
    nonce,
  ],
  events: [calculated("{ offtake: number; uptake: number; required: number; nmax: number; unit: 'kg N/ha' }")],
  example: { destination: 'Feed', 'target-yield': '8', 'soil-nitrogen': '100' },
};

/** The four calculator elements, in the hub's order. */
export const catalogue: readonly EmbedElementDoc[] = [seedRequiredCalculatorMeta, seedRateCalculatorMeta, limusCalculatorMeta, wheatNitrogenCalculatorMeta];
