import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Signed-out sessions, so their access tokens stop working on every instance (issue 27 §6).
 *
 * A sign-in session of the portal is one grant at the embedded provider (its refresh tokens, its access tokens).
 * When the provider revokes a grant (sign-out, the portal revoking its refresh token, a code or refresh token
 * used twice) the grant's id lands here, kept until the last access token issued under it has expired. The API
 * refuses access tokens whose `grant_id` is listed. Each instance keeps the list in memory and reloads it when
 * data_version moves, which the trigger below does in the revoking transaction.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('revoked_grants')
    .addColumn('grant_id', 'text', (c) => c.primaryKey())
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`
    create trigger revoked_grants_data_version
    after insert or update or delete or truncate on revoked_grants
    for each statement execute function data_version_bump()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('revoked_grants').execute();
}
