import type { Kysely } from 'kysely';
import { sanitiseRichText } from '../modules/content';
import type { Database } from '../db/database';
import { seededToggles } from './access-seed';
import { seedCalculators } from './calculator-seed';
import { demoLegalPages } from './content-legal-pages';
import { tileCatalogue } from './tile-catalogue';

/** Bumped when the starting content changes in a way existing databases should not miss (none yet). */
export const REFERENCE_DATA_VERSION = '1';

/**
 * What every new database starts with, demo or not: the tile catalogue, the feature toggles, the dashboard's
 * quick links, the legal pages and the calculators' data. No user, business or partner: nothing anyone signs
 * in with. Staff change all of it through the content API afterwards.
 */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db.insertInto('tiles').values(tileCatalogue).execute();
  await db.insertInto('feature_toggles').values(seededToggles).execute();
  await db
    .insertInto('legal_pages')
    .values(demoLegalPages.map((page) => ({ ...page, content: sanitiseRichText(page.content), updated_by: 'seed' })))
    .execute();
  await db
    .insertInto('dashboard_menus')
    .values([
      { menu: 'quick-links', label: 'Release Notes', href: '/dashboard/updatecentre', target: '_self', sequence: 10 },
      { menu: 'quick-links', label: 'Weather', href: '/dashboard/weather', target: '_self', sequence: 20 },
      { menu: 'quick-links', label: 'How do I pay?', href: '/dashboard/myaccount/payment-info', target: '_self', sequence: 30 },
      { menu: 'quick-links', label: 'Policies', href: '/dashboard/policies', target: '_self', sequence: 40 },
    ])
    .execute();
  await seedCalculators(db);
}
