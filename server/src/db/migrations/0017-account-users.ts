import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Account-user administration (issue 12).
 *
 * - `account_users.version` is the version of one user's configuration on one business (role and tile access): a
 *   save names the version it started from, and one from an older version is refused, so two admins editing the
 *   same user never overwrite each other unseen.
 * - `users.contact_number` is what the admin's Add user form asks for; `users.last_sign_in_at` the admin screen's
 *   last sign-in.
 * - `view_as_sessions` records every time a member of staff opens a business read-only as its customers see it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('account_users')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('users').addColumn('contact_number', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_sign_in_at', 'timestamptz').execute();
  await db.schema
    .createTable('view_as_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('staff_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('view_as_sessions_staff_idx').on('view_as_sessions').columns(['staff_user_id', 'started_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('view_as_sessions').execute();
  await db.schema.alterTable('users').dropColumn('last_sign_in_at').execute();
  await db.schema.alterTable('users').dropColumn('contact_number').execute();
  await db.schema.alterTable('account_users').dropColumn('version').execute();
}
