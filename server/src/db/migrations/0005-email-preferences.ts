import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** One row per user who has saved their e-mail choices; a user without a row gets the defaults. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('email_preferences')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('price_alerts', 'boolean', (c) => c.notNull())
    .addColumn('market_reports', 'boolean', (c) => c.notNull())
    .addColumn('account_statements', 'boolean', (c) => c.notNull())
    .addColumn('news_and_offers', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('email_preferences').execute();
}
