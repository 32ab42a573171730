import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * What the integration API last wrote for each of the merchant's records (issue 29), by kind and the merchant's own
 * id: the source's version, so an older one is answered `stale` and changes nothing, and a hash of the record, so
 * the same record sent again is answered `unchanged`. Replays and out-of-order deliveries then end in one state.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('integration_records')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull().references('integration_clients.client_id'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('integration_records_pkey', ['kind', 'external_id'])
    .execute();
  // A load the merchant sent: its rows (one per business it is split between) carry the merchant's id, so a new
  // version that drops a business from the split removes that business's row.
  await db.schema.alterTable('movements').addColumn('external_id', 'text').execute();
  await sql`create index movements_external_id_idx on movements (external_id) where external_id is not null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index movements_external_id_idx`.execute(db);
  await db.schema.alterTable('movements').dropColumn('external_id').execute();
  await db.schema.dropTable('integration_records').execute();
}
