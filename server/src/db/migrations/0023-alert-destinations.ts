import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Alert destinations are confirmed with a code before anything else is sent there (issue 27 §7).
 *
 * - `alert_destinations` is per user (not per business): the e-mail addresses and UK mobile numbers they have
 *   asked to confirm, in one form each (a lower-case address, a +447… number), with the code that waits to be
 *   entered (its scrypt hash, its expiry, the wrong entries so far) and the codes sent in the current 24 hours.
 * - The user's sign-in e-mail counts as confirmed whatever this table holds (the server checks it when it
 *   sends). So that existing alerts to it go on being sent, and stay so if the sign-in e-mail changes later,
 *   every existing user's sign-in e-mail is recorded here as confirmed. Every other existing destination starts
 *   unconfirmed: no one ever showed it is theirs, which is the finding. Its alerts still fire into the history
 *   and the bell; nothing is sent there until the user confirms it.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('alert_destinations')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('email', 'sms')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('code_sent_at', 'timestamptz')
    .addColumn('codes_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('codes_window_from', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('alert_destinations_user_destination', ['user_id', 'kind', 'value'])
    .execute();
  await sql`
    insert into alert_destinations (user_id, kind, value, confirmed_at)
    select id, 'email', lower(email), now() from users
    on conflict do nothing`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('alert_destinations').execute();
}
