import type { LimusProduct } from '../domain';

/**
 * Two of the demo Limus products: one with its w/v analysis published, one with only w/w (the calculator then
 * derives w/v = specific gravity × w/w).
 */
export const limusProducts: LimusProduct[] = [
  {
    productName: 'Liquid UAN 28',
    'specific-gravity': 1.28,
    'analysis-w-w-n': 28,
    'analysis-w-w-so3': 0,
    'analysis-w-v-n': 35.8,
    'analysis-w-v-so3': 0,
    'limus-perform-rate': 0.5,
    company: 'Fenland Liquid Fertilisers',
  },
  {
    productName: 'NS 25-10 Solution',
    'specific-gravity': 1.3,
    'analysis-w-w-n': 25,
    'analysis-w-w-so3': 10,
    'analysis-w-v-n': null,
    'analysis-w-v-so3': null,
    'limus-perform-rate': 0.75,
    company: 'Northfield Nutrients',
  },
];

/** The wheat nitrogen guideline figure (kg N/ha) the mock API answers with. */
export const GUIDELINE_FIGURE = 220;
