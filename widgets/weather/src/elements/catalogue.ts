import { SHARED_EMBED_ATTRIBUTES, type EmbedCatalogue } from '@farm/ui/embed-catalogue';

const { partnerKey, nonce, apiRoot } = SHARED_EMBED_ATTRIBUTES;

/** <farm-weather> in the embed catalogue (/embed/): plain data, read by the build in Node. */
export const catalogue: EmbedCatalogue = [
  {
    tag: 'farm-weather',
    title: 'Weather forecast',
    description:
      'The farm weather forecast for a UK postcode: the next 24 hours in 3-hour periods or five days, with wind, rain, soil temperature and soil moisture.',
    needsPartnerKey: true,
    attributes: [
      { name: 'postcode', description: 'The UK postcode to forecast for.', required: true },
      partnerKey,
      {
        name: 'variant',
        description: 'A compact card, or the full forecast with the 24-hour and 5-day views.',
        values: ['page', 'card'],
        default: 'page',
      },
      nonce,
      apiRoot,
    ],
    events: [
      {
        name: 'farm-weather-load',
        description: 'A forecast has loaded.',
        detail: "{ postcode: string; name: string; range: '24HR' | '5D'; demo: boolean; slices: number }",
      },
    ],
    example: { postcode: 'CB21 5XE', variant: 'page' },
  },
];
