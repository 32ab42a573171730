import type { EmbedCatalogue } from '@farm/ui';

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
      { name: 'partner-key', description: 'Your partner key. It only works on the websites registered for it.', required: true },
      {
        name: 'price-type',
        description: 'Ex-farm (XFM), or ex-farm with the option to haul (XFH).',
        values: ['XFM', 'XFH'],
        default: 'XFM',
      },
      { name: 'nonce', description: "Your page's CSP nonce, when your Content-Security-Policy restricts styles." },
      { name: 'api-root', description: 'Another API address; by default the server the script came from.' },
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
      { name: 'partner-key', description: 'Your partner key. It only works on the websites registered for it.', required: true },
      {
        name: 'period',
        description: 'The period shown first; readers can change it.',
        values: ['1W', '1M', '3M', '6M', '1Y', '2Y'],
        default: '3M on phones and tablets, 2Y on desktops',
      },
      { name: 'nonce', description: "Your page's CSP nonce, when your Content-Security-Policy restricts styles." },
      { name: 'api-root', description: 'Another API address; by default the server the script came from.' },
    ],
    events: [],
    example: { commodity: 'LIFFE Feed Wheat', period: '6M' },
  },
];
