import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { demoAccountReferences } from './demo-accounts';

/**
 * Where the demo businesses' grain is collected from. Harrison has two yards in different postcode areas, so
 * changing the collection address changes the price; Brookside has none, for the 'No Collection Address' dialog.
 */
export async function seedCropMarketingDemo(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('collection_addresses')
    .values([
      {
        account_reference: demoAccountReferences.harrison,
        address_name: 'Abbey Farm grain store',
        address_lines: ['Abbey Farm, Debden Road', 'Newport', 'Saffron Walden'],
        postcode: 'CB10 2RL',
      },
      {
        account_reference: demoAccountReferences.harrison,
        address_name: 'Ash Farm drying floor',
        address_lines: ['Ash Farm, Wattisham Road', 'Bildeston', 'Ipswich'],
        postcode: 'IP7 7EX',
      },
      {
        account_reference: demoAccountReferences.fenEdge,
        address_name: 'Black Bank Drove yard',
        address_lines: ['Black Bank Drove', 'Little Downham', 'Ely'],
        postcode: 'CB7 4TX',
      },
      {
        account_reference: demoAccountReferences.whitfield,
        address_name: 'Manor Farm',
        address_lines: ['Manor Farm, Caistor Road', 'Market Rasen'],
        postcode: 'LN8 3JB',
      },
    ])
    .execute();
}
