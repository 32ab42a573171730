import { SHARED_EMBED_ATTRIBUTES, type EmbedCatalogue } from '@farm/ui/embed-catalogue';

const { partnerKey, nonce, apiRoot } = SHARED_EMBED_ATTRIBUTES;

/** <farm-prices> in the embed catalogue (/embed/): plain data, read by the build in Node. */
export const catalogue: EmbedCatalogue = [
  {
    tag: 'farm-prices',
    title: 'Grain prices',
    description:
      'Indicative ex-farm grain prices for a commodity near a UK postcode, by contract period, updating live as the futures market moves, with a link for farmers to sell on MyFarm.',
    needsPartnerKey: true,
    attributes: [
      { name: 'commodity', description: 'The commodity to price.', required: true, values: ['Feed Wheat', 'Feed Barley', 'Oilseed Rape'] },
      { name: 'postcode', description: 'A UK postcode near the farm: prices follow its area.', required: true },
      partnerKey,
      {
        name: 'price-type',
        description: 'Ex-farm (XFM), or ex-farm with the option to haul (XFH).',
        values: ['XFM', 'XFH'],
        default: 'XFM',
      },
      nonce,
      apiRoot,
    ],
    events: [],
    example: { commodity: 'Feed Wheat', postcode: 'CB10 2RL' },
  },
  {
    tag: 'farm-market-chart',
    title: 'Futures market chart',
    description:
      "A futures market's price history by delivery month (LIFFE and MATIF grains, CME grains and currencies), from a week to two years, moving live with the market.",
    needsPartnerKey: true,
    attributes: [
      {
        name: 'commodity',
        description: 'The futures market, by name or id.',
        required: true,
        values: ['LIFFE Feed Wheat', 'MATIF Milling Wheat', 'MATIF Rapeseed', 'CME Wheat', 'CME Corn', 'CME Soybeans', 'CME British Pound', 'CME Euro FX'],
      },
      partnerKey,
      {
        name: 'period',
        description: 'The period shown first; readers can change it.',
        values: ['1W', '1M', '3M', '6M', '1Y', '2Y'],
        default: '3M on phones and tablets, 2Y on desktops',
      },
      nonce,
      apiRoot,
    ],
    events: [],
    example: { commodity: 'LIFFE Feed Wheat', period: '6M' },
  },
];
