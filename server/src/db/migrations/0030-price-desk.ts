import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** What the price model reads that the price desk sets (issue 29); their changes move data_version. */
const PRICED_FROM = ['price_basis', 'price_preference_profiles', 'price_desk_settings'];
/** What a price table answer says besides the market's moves: a change of any makes pages fetch their prices again. */
const PRICE_TABLE_INPUTS = [...PRICED_FROM, 'selling_pauses'];

/**
 * The price desk (issue 29): the traders set what the price model read from seeded tables and constants. The
 * basis per commodity and postcode area and the premiums per price preference stay in their tables; the haulage
 * allowance and the previous crop's spread, until now constants, get a row of their own (4.50 and 3.00 £/MT as
 * before). Every instance reads them again when data_version moves, so a change prices the next tick everywhere.
 * `pricing_version` counts changes of what a price table answer holds besides the market's moves. Each stored tick
 * carries it, and so does each answer: a page whose prices were answered under another version fetches them again
 * on the tick instead of moving them by it, so it shows a new basis or a pause on the next tick.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('price_desk_settings')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('haulage_allowance', sql`numeric(8, 2)`, (c) => c.notNull())
    .addColumn('previous_crop_spread', sql`numeric(8, 2)`, (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into price_desk_settings (id, haulage_allowance, previous_crop_spread) values (1, 4.5, 3)`.execute(db);
  for (const table of PRICED_FROM)
    await sql`
      create trigger ${sql.id(`${table}_data_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function data_version_bump()`.execute(db);
  await db.schema
    .createTable('pricing_version')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into pricing_version (id, version) values (1, 0)`.execute(db);
  await sql`
    create function pricing_version_bump() returns trigger language plpgsql as $$
    begin
      update pricing_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  for (const table of PRICE_TABLE_INPUTS)
    await sql`
      create trigger ${sql.id(`${table}_pricing_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function pricing_version_bump()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of PRICE_TABLE_INPUTS) await sql`drop trigger ${sql.id(`${table}_pricing_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function pricing_version_bump()`.execute(db);
  await db.schema.dropTable('pricing_version').execute();
  for (const table of PRICED_FROM) await sql`drop trigger ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(db);
  await db.schema.dropTable('price_desk_settings').execute();
}
