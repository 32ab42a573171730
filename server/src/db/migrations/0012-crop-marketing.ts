import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Crop marketing's reference data lives here rather than in the once-only reference seed, so a database made
 * before this migration gets it too: the commodities and their futures, varieties, the price preferences with
 * their premiums, and the basis by postcode area. Staff change these in the database; no code holds a price.
 */
const commodities = [
  { id: 1, name: 'Feed Wheat', cdk: 'FW', external: '15/2/72/6', index: 1, futures: 'LIFFE-FEED-WHEAT', spec: '15/2/72/6' },
  { id: 2, name: 'Feed Barley', cdk: 'FB', external: '15/2/63/6', index: 2, futures: 'LIFFE-FEED-WHEAT', spec: '15/2/63/6' },
  { id: 3, name: 'Oilseed Rape', cdk: 'OSR', external: '9/2/40/2/2', index: 3, futures: 'MATIF-RAPESEED', spec: '9/2/40/2/2' },
];

const varieties: [commodityId: number, number: number, name: string][] = [
  [1, 101, 'Champion'],
  [1, 102, 'Gleam'],
  [1, 103, 'Graham'],
  [1, 104, 'Dawsum'],
  [1, 105, 'Extase'],
  [1, 106, 'Skyfall'],
  [2, 201, 'KWS Orwell'],
  [2, 202, 'Bazooka'],
  [2, 203, 'Laureate'],
  [2, 204, 'Planet'],
  [2, 205, 'SY Kingsbarn'],
  [3, 301, 'Aurelia'],
  [3, 302, 'Campus'],
  [3, 303, 'Acacia'],
  [3, 304, 'Vegas'],
];

/** Premiums in £/MT for a 'Yes'; null commodity list: every commodity. */
const preferences: [profile: number, key: string, name: string, defaultValue: string, premium: number, commodityIds: number[] | null][] = [
  [22530001, 'priceTypeDefault', 'Ex-farm prices', 'Yes', 0, null],
  [22531328, 'foodCompliance', 'Food compliance', 'No', 2, null],
  [-1, 'assurance', 'Assured', 'Yes', 3, null],
  [22531183, 'sustainability', 'Sustainability', 'No', 1.5, null],
  [22533325, 'distillingWheat', 'Distilling wheat', 'No', 4, [1]],
  [22534052, 'nilPostHarvestPesticides', 'Nil post-harvest pesticides', 'No', 1, null],
  [22535117, 'weekendCollections', 'Weekend collections', 'No', 0.5, null],
];

/** £/MT over (or under) futures by postcode area; '*' is every area not listed. */
const basis: [area: string, commodityId: number, basis: number][] = [
  ['*', 1, -6],
  ['*', 2, -24],
  ['*', 3, -18],
  ['CB', 1, -4.5],
  ['CB', 2, -22],
  ['CB', 3, -16.5],
  ['PE', 1, -4],
  ['PE', 2, -21.5],
  ['PE', 3, -16],
  ['IP', 1, -3],
  ['IP', 2, -20],
  ['IP', 3, -15],
  ['NR', 1, -5],
  ['NR', 2, -23],
  ['NR', 3, -17],
  ['LN', 1, -5.5],
  ['LN', 2, -23.5],
  ['LN', 3, -17.5],
  ['YO', 1, -7],
  ['YO', 2, -25],
  ['YO', 3, -19],
  ['SP', 1, -5],
  ['SP', 2, -22.5],
  ['SP', 3, -17],
];

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('has_mcm', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('commodities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('commodity_external_cdk_id', 'text', (c) => c.notNull().unique())
    .addColumn('external_cdk_id', 'text', (c) => c.notNull())
    .addColumn('display_index', 'integer', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(8))
    .addColumn('specification', 'text', (c) => c.notNull())
    .addColumn('futures_contract', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('commodities')
    .values(
      commodities.map((c) => ({
        id: c.id,
        name: c.name,
        commodity_external_cdk_id: c.cdk,
        external_cdk_id: c.external,
        display_index: c.index,
        specification: c.spec,
        futures_contract: c.futures,
      })),
    )
    .execute();

  await db.schema
    .createTable('varieties')
    .addColumn('variety_number', 'integer', (c) => c.primaryKey())
    .addColumn('commodity_id', 'integer', (c) => c.notNull().references('commodities.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('varieties_commodity_idx').on('varieties').column('commodity_id').execute();
  await db
    .insertInto('varieties')
    .values(varieties.map(([commodity_id, variety_number, description]) => ({ commodity_id, variety_number, description })))
    .execute();

  await db.schema
    .createTable('price_preference_profiles')
    .addColumn('profile_number', 'integer', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('default_value', 'text', (c) => c.notNull().check(sql`default_value in ('Yes', 'No')`))
    .addColumn('premium', sql`numeric(8, 2)`, (c) => c.notNull())
    .addColumn('commodity_ids', sql`integer[]`)
    .execute();
  await db
    .insertInto('price_preference_profiles')
    .values(
      preferences.map(([profile_number, key, name, default_value, premium, commodity_ids]) => ({
        profile_number,
        key,
        name,
        default_value,
        premium,
        commodity_ids,
      })),
    )
    .execute();

  await db.schema
    .createTable('account_price_preferences')
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('profile_number', 'integer', (c) => c.notNull().references('price_preference_profiles.profile_number'))
    .addColumn('current_value', 'text', (c) => c.notNull().check(sql`current_value in ('Yes', 'No')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'uuid')
    .addPrimaryKeyConstraint('account_price_preferences_pkey', ['account_reference', 'profile_number'])
    .execute();

  await db.schema
    .createTable('price_basis')
    .addColumn('postcode_area', 'text', (c) => c.notNull())
    .addColumn('commodity_id', 'integer', (c) => c.notNull().references('commodities.id'))
    .addColumn('basis', sql`numeric(8, 2)`, (c) => c.notNull())
    .addPrimaryKeyConstraint('price_basis_pkey', ['postcode_area', 'commodity_id'])
    .execute();
  await db
    .insertInto('price_basis')
    .values(basis.map(([postcode_area, commodity_id, value]) => ({ postcode_area, commodity_id, basis: value })))
    .execute();

  await db.schema
    .createTable('collection_addresses')
    .addColumn('address_number', 'serial', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('address_name', 'text', (c) => c.notNull())
    .addColumn('address_lines', sql`text[]`, (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('collection_addresses_account_idx').on('collection_addresses').column('account_reference').execute();

  // Each tick once, whichever instance made it: the primary key is the tick's number, so only one insert wins.
  await db.schema
    .createTable('market_ticks')
    .addColumn('seq', 'bigint', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'market_ticks',
    'collection_addresses',
    'price_basis',
    'account_price_preferences',
    'price_preference_profiles',
    'varieties',
    'commodities',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('accounts').dropColumn('has_mcm').execute();
}
