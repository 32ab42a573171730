import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Failed attempts (sign-in, reset links, activation codes) per e-mail and per client address, shared by every
 * server instance on the database (server/src/throttle). Keys are keyed hashes, never an address or e-mail.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('failure_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('last_failure_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('failure_counters_last_failure_idx').on('failure_counters').column('last_failure_at').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('failure_counters').execute();
}
