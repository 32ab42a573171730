import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The price desk's trading hours, and the merchant's price sheet (issue 29): ex-farm prices its trading desk pushes through the integration API
 * (`prices:write`), one per commodity, period and postcode area ('*': every area), each until withdrawn or expired.
 * A row replaces the model's price for those rows. Its writes move data_version and pricing_version row by row, not
 * per statement, so the tick that clears expired rows moves them only when one was there.
 */
export async function up(db: AnyDb): Promise<void> {
  // The desk's trading hours, written as TRADING_HOURS is; null keeps the deployment's.
  await db.schema.alterTable('price_desk_settings').addColumn('trading_hours', 'text').execute();
  await db.schema
    .createTable('manual_prices')
    .addColumn('external_id', 'text', (c) => c.primaryKey())
    .addColumn('commodity_id', 'integer', (c) => c.notNull().references('commodities.id'))
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period ~ '^(as-available|[0-9]{4}-(0[1-9]|1[0-2]))$'`))
    .addColumn('postcode_area', 'text', (c) => c.notNull().check(sql`postcode_area ~ '^([A-Z]{1,2}|\\*)$'`))
    .addColumn('price', sql`numeric(8, 2)`, (c) => c.notNull().check(sql`price > 0`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('set_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('manual_prices_row_key', ['commodity_id', 'period', 'postcode_area'])
    .execute();
  for (const bump of ['data_version', 'pricing_version'])
    await sql`
      create trigger ${sql.id(`manual_prices_${bump}`)}
      after insert or update or delete on manual_prices
      for each row execute function ${sql.id(`${bump}_bump`)}()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('manual_prices').execute();
  await db.schema.alterTable('price_desk_settings').dropColumn('trading_hours').execute();
}
