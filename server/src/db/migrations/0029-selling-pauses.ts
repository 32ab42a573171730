import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The price desk's pause (issue 29): staff stop selling of one commodity, or of everything (commodity 0), and every
 * instance refuses new quotes, contracts from open quotes and standing offer fills while a row is there. A change
 * moves data_version, so every instance sees it within a poll, before the next tick.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('selling_pauses')
    .addColumn('commodity_id', 'integer', (c) => c.primaryKey().check(sql`commodity_id >= 0`))
    .addColumn('paused_by', 'text', (c) => c.notNull())
    .addColumn('paused_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create trigger selling_pauses_data_version
    after insert or update or delete or truncate on selling_pauses
    for each statement execute function data_version_bump()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('selling_pauses').execute();
}
