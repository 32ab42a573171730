import { sql, type Kysely } from 'kysely';
import { linkSampleVarieties } from '../sample-varieties';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Each sort of the samples list (MY_ACCOUNT_LISTS.samples) as the list definition writes it, then the id. */
const SORTS: [name: string, expression: string][] = [
  ['date', 'date_taken'],
  ['reference', 'reference'],
  ['contract', "coalesce(contract_reference, '')"],
  ['commodity', 'commodity'],
  ['variety', "coalesce(variety, '')"],
  ['locality', "coalesce(locality, '')"],
];

/**
 * Grain samples and parcels (issue 15): variety numbers for the samples filter (§3 Sample filters), an index per
 * sort and for the commodity filter, and the parcels, whose list carries a version so a save made over someone
 * else's change is refused (If-Match) instead of replacing it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sample_varieties')
    .addColumn('variety_no', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('commodity_no', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addUniqueConstraint('sample_varieties_commodity_description_key', ['commodity_no', 'description'])
    .execute();
  await db.schema
    .alterTable('samples')
    .addColumn('variety_no', 'integer', (c) => c.references('sample_varieties.variety_no'))
    .execute();
  await linkSampleVarieties(db);

  await sql`drop index samples_account_date_idx`.execute(db);
  for (const [name, expression] of SORTS) {
    await sql`create index ${sql.id(`samples_sort_${name}_idx`)} on samples (account_reference, ${sql.raw(expression)}, id)`.execute(db);
  }
  // The wizard reads one commodity's samples of a range; the list filters by commodity most of all.
  await sql`create index samples_commodity_date_idx on samples (account_reference, commodity_no, date_taken, id)`.execute(db);
  for (const [event, rows] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.id(`samples_${event}_my_account_version`)} after ${sql.raw(event)} on samples
      referencing ${sql.raw(rows)} table as changed_rows for each statement execute function my_account_version_bump()`.execute(db);
  }

  await db.schema
    .createTable('parcel_lists')
    .addColumn('account_reference', 'text', (c) => c.primaryKey().references('accounts.reference').onDelete('cascade'))
    // The list's ETag: moved on by every save, under the row's lock.
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('parcels')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('parcel_lists.account_reference').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 50`))
    .addColumn('commodity_no', 'integer', (c) => c.notNull())
    .addColumn('commodity', 'text', (c) => c.notNull())
    .addColumn('tonnage', 'text', (c) => c.notNull().check(sql`char_length(tonnage) <= 10`))
    .addColumn('target_grade', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().check(sql`char_length(notes) <= 500`))
    .addColumn('shared', 'boolean', (c) => c.notNull())
    .addColumn('created', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('last_updated', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index parcels_account_position_idx on parcels (account_reference, position)`.execute(db);
  await db.schema
    .createTable('parcel_samples')
    .addColumn('parcel_id', 'uuid', (c) => c.notNull().references('parcels.id').onDelete('cascade'))
    .addColumn('sample_id', 'uuid', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('parcel_samples_pkey', ['parcel_id', 'sample_id'])
    .execute();
  await sql`create index parcel_samples_sample_idx on parcel_samples (sample_id)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['parcel_samples', 'parcels', 'parcel_lists']) await db.schema.dropTable(table).execute();
  for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`samples_${event}_my_account_version`)} on samples`.execute(db);
  for (const index of ['samples_commodity_date_idx', ...SORTS.map(([name]) => `samples_sort_${name}_idx`)]) await sql`drop index ${sql.id(index)}`.execute(db);
  await sql`create index samples_account_date_idx on samples (account_reference, date_taken desc)`.execute(db);
  await db.schema.alterTable('samples').dropColumn('variety_no').execute();
  await db.schema.dropTable('sample_varieties').execute();
}
