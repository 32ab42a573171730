import { DEFAULT_GUIDELINE_FIGURE, type LimusProduct } from '@farm/area-calculators/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { limusProductRow } from '../modules/content';

/** Demo liquid fertilisers (w/v = specific gravity × w/w, to one decimal) with their Limus inclusion rates. */
const demoLimusProducts: LimusProduct[] = [
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
    productName: 'Liquid N 26 + SO3',
    'specific-gravity': 1.28,
    'analysis-w-w-n': 26,
    'analysis-w-w-so3': 7,
    'analysis-w-v-n': 33.3,
    'analysis-w-v-so3': 9,
    'limus-perform-rate': 0.6,
    company: 'Fenland Liquid Fertilisers',
  },
  {
    productName: 'NS 25-10 Solution',
    'specific-gravity': 1.3,
    'analysis-w-w-n': 25,
    'analysis-w-w-so3': 10,
    'analysis-w-v-n': 32.5,
    'analysis-w-v-so3': 13,
    'limus-perform-rate': 0.75,
    company: 'Northfield Nutrients',
  },
  {
    productName: 'Liquid N 18 + SO3',
    'specific-gravity': 1.26,
    'analysis-w-w-n': 18,
    'analysis-w-w-so3': 6,
    // Only the w/w analysis is published: the calculator derives w/v = specific gravity × w/w.
    'analysis-w-v-n': null,
    'analysis-w-v-so3': null,
    'limus-perform-rate': 1,
    company: 'Northfield Nutrients',
  },
];

export async function seedCalculators(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('limus_products')
    .values(demoLimusProducts.map((product, index) => limusProductRow(product, index, null)))
    .execute();
  await db.insertInto('wheat_nitrogen_guideline').values({ id: 1, guidelinefig: DEFAULT_GUIDELINE_FIGURE, updated_by: null }).execute();
}
