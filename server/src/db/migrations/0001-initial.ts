import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any> on purpose: they must keep working after the typed schema moves on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('Active', 'On hold', 'Closed')`))
    .addColumn('vat_registration_number', 'text')
    .addColumn('street', 'text')
    .addColumn('locality', 'text')
    .addColumn('post_town', 'text')
    .addColumn('county', 'text')
    .addColumn('postcode', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('contact_mobile', 'text')
    .addColumn('contact_sms', 'text')
    .addColumn('assurance_status', 'text')
    .addColumn('assurance_reference', 'text')
    .addColumn('assurance_last_modified', 'date')
    .addColumn('sustainability_status', 'text')
    .addColumn('is_oxbury_customer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('lead_user_id', 'uuid')
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('internal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('terms_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('activation_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_accessed_account', 'text', (c) => c.references('accounts.reference').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Sign-in and the API look users up by e-mail ignoring case, so uniqueness is on the lowered value.
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);

  await db.schema
    .alterTable('accounts')
    .addForeignKeyConstraint('accounts_lead_user_fk', ['lead_user_id'], 'users', ['id'], (c) => c.onDelete('set null'))
    .execute();

  await db.schema
    .createTable('account_users')
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('account_users_pkey', ['account_reference', 'user_id'])
    .execute();
  await db.schema.createIndex('account_users_user_idx').on('account_users').column('user_id').execute();

  await db.schema
    .createTable('tiles')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('group', 'item')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('_self', '_blank')`))
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('external_user_access', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('hide_when_flag', 'text')
    .addColumn('show_when_flag', 'text')
    .execute();

  // The primary key (account, user, tile) doubles as the index for "this user's tiles on this account".
  await db.schema
    .createTable('user_tiles')
    .addColumn('account_reference', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('tile_reference', 'text', (c) => c.notNull().references('tiles.reference').onDelete('cascade'))
    .addColumn('visible', 'boolean', (c) => c.notNull())
    .addColumn('locked', 'boolean', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_tiles_pkey', ['account_reference', 'user_id', 'tile_reference'])
    .addForeignKeyConstraint('user_tiles_membership_fk', ['account_reference', 'user_id'], 'account_users', ['account_reference', 'user_id'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pkey', ['model', 'id'])
    .execute();
  await db.schema.createIndex('oidc_payloads_grant_idx').on('oidc_payloads').column('grant_id').execute();
  await db.schema.createIndex('oidc_payloads_uid_idx').on('oidc_payloads').columns(['model', 'uid']).execute();
  await db.schema.createIndex('oidc_payloads_user_code_idx').on('oidc_payloads').columns(['model', 'user_code']).execute();
  await db.schema.createIndex('oidc_payloads_expires_idx').on('oidc_payloads').column('expires_at').execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['server_keys', 'oidc_payloads', 'user_tiles', 'tiles', 'account_users']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('accounts').dropConstraint('accounts_lead_user_fk').execute();
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('accounts').execute();
}
