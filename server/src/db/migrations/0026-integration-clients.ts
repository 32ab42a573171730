import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The merchant's back-office systems (ERP, weighbridge, lab, trading desk) that call the integration API with OAuth 2
 * client credentials (issue 29). The secret is stored only as a SHA-256 hash: it is a long random string, so a slow
 * hash buys nothing, and the embedded provider compares hashes (server/src/oidc/integration-clients.ts). Scopes are
 * the kinds of data the client may write (`movements:write` …).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('integration_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('secret_rotated_at', 'timestamptz')
    .addColumn('disabled_at', 'timestamptz')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('integration_clients').execute();
}
