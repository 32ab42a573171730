import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Futures price history for the charts (issue 10): closing prices of one contract's delivery month per bar
 * (daily, or half-hourly for the week chart), filled from the market data provider the first time a range is
 * asked for and read back by the primary key's order, so a two-year chart is one index range read. The coverage
 * row says which range a contract month's bars already hold, so a range is asked of the provider once.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('futures_bars')
    .addColumn('contract', 'text', (c) => c.notNull())
    .addColumn('delivery_month', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text', (c) => c.notNull().check(sql`resolution in ('30m', '1d')`))
    .addColumn('t', 'bigint', (c) => c.notNull())
    .addColumn('close', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('futures_bars_pk', ['contract', 'delivery_month', 'resolution', 't'])
    .execute();
  await db.schema
    .createTable('futures_bar_coverage')
    .addColumn('contract', 'text', (c) => c.notNull())
    .addColumn('delivery_month', 'text', (c) => c.notNull())
    .addColumn('resolution', 'text', (c) => c.notNull())
    .addColumn('from_t', 'bigint', (c) => c.notNull())
    .addColumn('to_t', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('futures_bar_coverage_pk', ['contract', 'delivery_month', 'resolution'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('futures_bar_coverage').execute();
  await db.schema.dropTable('futures_bars').execute();
}
