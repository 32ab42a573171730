import { type Kysely, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Load notifications (issue 29): when a business's load is weighed, sampled or self-billed, or a claim is made, its users get a bell entry, and an
 * e-mail where they asked for one.
 * - A bell entry of a load carries its own words (`title`, `body`, `link`), written when the event happened: the
 *   load's weight and grades as they were then. An alert's and an offer's are still read from their rows.
 * - `load_notification_preferences`: which events a user of a business wants by e-mail. No row is the defaults.
 * - An outbox job `load-event` e-mails one bell entry to its user.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('user_notifications').addColumn('title', 'text').addColumn('body', 'text').addColumn('link', 'text').execute();
  await db.schema
    .createTable('load_notification_preferences')
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('weighed', 'boolean', (c) => c.notNull())
    .addColumn('sampled', 'boolean', (c) => c.notNull())
    .addColumn('self_billed', 'boolean', (c) => c.notNull())
    .addColumn('claims', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('load_notification_preferences_pkey', ['account_reference', 'user_id'])
    .execute();
  await db.schema
    .alterTable('outbox')
    .addColumn('notification_id', 'bigint', (c) => c.references('user_notifications.id').onDelete('cascade'))
    .execute();
  await sql`alter table outbox drop constraint outbox_kind_check`.execute(db);
  await sql`alter table outbox add constraint outbox_kind_check check (kind in ('alert', 'offer-fill', 'offer-filled', 'load-event'))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.deleteFrom('outbox').where('kind', '=', 'load-event').execute();
  await sql`alter table outbox drop constraint outbox_kind_check`.execute(db);
  await sql`alter table outbox add constraint outbox_kind_check check (kind in ('alert', 'offer-fill', 'offer-filled'))`.execute(db);
  await db.schema.alterTable('outbox').dropColumn('notification_id').execute();
  await db.schema.dropTable('load_notification_preferences').execute();
  await db.deleteFrom('user_notifications').where('title', 'is not', null).execute();
  await db.schema.alterTable('user_notifications').dropColumn('title').dropColumn('body').dropColumn('link').execute();
}
