import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they must keep working after the typed schema moves on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const emptyTextArray = sql`'{}'::text[]`;

/** Feature toggles, staff groups, the audit log, activation codes and password reset requests (spec 1 §3-§7). */
export async function up(db: AnyDb): Promise<void> {
  // The staff groups of an internal user; feature toggles may include or exclude them by name.
  await db.schema
    .alterTable('users')
    .addColumn('groups', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .execute();

  await db.schema
    .createTable('feature_toggles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('users', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('groups', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('exclusion_users', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('exclusion_groups', sql`text[]`, (c) => c.notNull().defaultTo(emptyTextArray))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_by', 'text')
    .execute();

  // No foreign keys to accounts: an audit trail outlives the account and the user it mentions.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('client', 'server')`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('account_reference', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('appname', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('loglevel', 'text', (c) => c.notNull())
    .addColumn('sessionid', 'text')
    .addColumn('url', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('exception', 'text')
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_account_idx').on('audit_log').columns(['account_reference', 'created_at']).execute();

  // One outstanding code per user, stored as a hash like a password.
  await db.schema
    .createTable('activation_codes')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('password_reset_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_requests_user_idx').on('password_reset_requests').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['password_reset_requests', 'activation_codes', 'audit_log', 'feature_toggles']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('groups').execute();
}
