import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Request counters for rate limits, shared by every server instance on the database (server/src/modules/
 * partners/database-rate-limit-store.ts). One row per counted key (a hash, never a partner key itself) and window.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_window_idx').on('rate_limit_counters').column('window_start').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
