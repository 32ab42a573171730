import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Existing users added to a business are invited and consent (issue 27 §4).
 *
 * `account_invitations` holds an offer of membership that nobody has answered yet: the role and tile access the
 * admin chose, and the e-mail, name and contact number they typed, which are all the admin sees until the
 * invitee accepts (the invitee's own record stays theirs). Accepting turns the row into an `account_users` row;
 * declining, withdrawing and accepting delete it. One per person and business: a second is refused while the
 * first is open, and replaces it once expired.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('account_invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'boolean', (c) => c.notNull())
    .addColumn('tiles', 'jsonb', (c) => c.notNull())
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('account_invitations_account_user_key', ['account_reference', 'user_id'])
    .execute();
  // The invitee's own list: their open invitations, on every page load.
  await db.schema.createIndex('account_invitations_user_idx').on('account_invitations').columns(['user_id', 'expires_at']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('account_invitations').execute();
}
