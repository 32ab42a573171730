import { type CreateTableBuilder, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Price alerts, standing offers and what they set off (issue 11).
 *
 * - `price_alerts` and `standing_offers` are what the farmer asked for, on one row of the account's price table.
 * - `price_watches` is what the engine reads on every tick: one row per condition (target, floor, daily rise or
 *   fall, offer target), with its threshold turned into the futures' terms. An alert's ex-farm price is the
 *   futures price of its delivery month plus a fixed offset (basis, premiums, haulage), so "ex-farm >= target" is
 *   "futures >= target - offset". Below-conditions are stored negated, so every condition is "value >= level"
 *   and one index on (watch_key, fire_level) of the armed rows answers a tick with a range scan per key.
 * - `alert_firings` is the history; `user_notifications` the header bell's list; `outbox` the messages and fills
 *   still to do, claimed with FOR UPDATE SKIP LOCKED under a lease.
 */
/** The price table row an alert or a standing offer is on, in the same columns in both tables. */
const priceRowColumns = <Table extends string, Columns extends string>(table: CreateTableBuilder<Table, Columns>) =>
  table
    .addColumn('sell_reference', 'text', (c) => c.notNull())
    .addColumn('farm_address_id', 'integer', (c) => c.notNull())
    .addColumn('price_type', 'text', (c) => c.notNull().check(sql`price_type in ('XFM', 'XFH')`))
    .addColumn('contract_from', 'date', (c) => c.notNull())
    .addColumn('contract_to', 'date', (c) => c.notNull())
    .addColumn('contract_split', 'boolean', (c) => c.notNull())
    .addColumn('crop_year', 'integer', (c) => c.notNull());

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('price_alerts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('commodity_id', 'integer', (c) => c.notNull())
    .addColumn('commodity_name', 'text', (c) => c.notNull())
    .addColumn('commodity_external_cdk_id', 'text', (c) => c.notNull())
    .$call(priceRowColumns)
    .addColumn('futures_contract', 'text', (c) => c.notNull())
    .addColumn('delivery_month', 'text', (c) => c.notNull())
    .addColumn('target_price', sql`numeric(10, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('floor_price', sql`numeric(10, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('rise_percent', sql`numeric(5, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('fall_percent', sql`numeric(5, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('notification_type', 'text', (c) => c.notNull().check(sql`notification_type in ('email', 'sms')`))
    .addColumn('email_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sms_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provisional_tonnage', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index price_alerts_account_idx on price_alerts (account_reference, created_at desc)`.execute(db);

  await db.schema
    .createTable('standing_offers')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('commodity_id', 'integer', (c) => c.notNull())
    .addColumn('commodity_name', 'text', (c) => c.notNull())
    .$call(priceRowColumns)
    .addColumn('delivery_month', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('variety_list', sql`integer[]`, (c) => c.notNull())
    .addColumn('target_price', sql`numeric(10, 2)`, (c) => c.notNull())
    .addColumn('expires_on', 'date', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Open')
        .check(sql`status in ('Open', 'Filled', 'Cancelled')`),
    )
    .addColumn('contract_reference', 'text', (c) => c.unique().references('contracts.reference'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('filled_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await sql`create index standing_offers_account_idx on standing_offers (account_reference, created_at desc)`.execute(db);
  // The database refuses a second contract for one offer even if the code did not.
  await db.schema
    .alterTable('contracts')
    .addColumn('standing_offer_id', 'uuid', (c) => c.unique().references('standing_offers.id'))
    .execute();

  await db.schema
    .createTable('price_watches')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('alert_id', 'uuid', (c) => c.references('price_alerts.id').onDelete('cascade'))
    .addColumn('offer_id', 'uuid', (c) => c.references('standing_offers.id').onDelete('cascade'))
    .addColumn('condition', 'text', (c) => c.notNull().check(sql`condition in ('target', 'floor', 'rise', 'fall', 'offer')`))
    // '<futures contract>|<delivery month>|<price or change>|<up or down>'
    .addColumn('watch_key', 'text', (c) => c.notNull())
    .addColumn('fire_level', 'integer', (c) => c.notNull())
    .addColumn('rearm_margin', 'integer')
    .addColumn('offset_pence', 'integer', (c) => c.notNull())
    .addColumn('armed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('rearm_level', 'integer')
    .addColumn('rearm_after', 'timestamptz')
    .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_fired_at', 'timestamptz')
    .addCheckConstraint('price_watches_owner', sql`(alert_id is null) <> (offer_id is null)`)
    .execute();
  await sql`create index price_watches_armed_idx on price_watches (watch_key, fire_level) where armed`.execute(db);
  await sql`create index price_watches_cooling_idx on price_watches (watch_key) where not armed`.execute(db);
  await sql`create index price_watches_alert_idx on price_watches (alert_id)`.execute(db);
  await sql`create index price_watches_offer_idx on price_watches (offer_id)`.execute(db);

  await db.schema
    .createTable('alert_firings')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('alert_id', 'uuid', (c) => c.references('price_alerts.id').onDelete('set null'))
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('fired_at', 'timestamptz', (c) => c.notNull())
    .addColumn('tick_seq', 'bigint', (c) => c.notNull())
    .addColumn('price', sql`numeric(10, 2)`, (c) => c.notNull())
    .addColumn('value', sql`numeric(10, 2)`, (c) => c.notNull())
    .addColumn('threshold', sql`numeric(10, 2)`, (c) => c.notNull())
    .addColumn('commodity_name', 'text', (c) => c.notNull())
    .addColumn('contract_from', 'date', (c) => c.notNull())
    .addColumn('contract_to', 'date', (c) => c.notNull())
    .addColumn('contract_split', 'boolean', (c) => c.notNull())
    .addColumn('crop_year', 'integer', (c) => c.notNull())
    .addColumn('notification_type', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .execute();
  await sql`create index alert_firings_account_idx on alert_firings (account_reference, fired_at desc)`.execute(db);

  await db.schema
    .createTable('user_notifications')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('firing_id', 'bigint', (c) => c.references('alert_firings.id').onDelete('cascade'))
    .addColumn('offer_id', 'uuid', (c) => c.references('standing_offers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await sql`create index user_notifications_user_idx on user_notifications (user_id, account_reference, created_at desc)`.execute(db);

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('alert', 'offer-fill', 'offer-filled')`))
    .addColumn('firing_id', 'bigint', (c) => c.references('alert_firings.id').onDelete('cascade'))
    .addColumn('offer_id', 'uuid', (c) => c.references('standing_offers.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'timestamptz')
    // Whose lease it is: each claim's own id, so a worker whose lease ran out cannot mark another's work done.
    .addColumn('claimed_by', 'uuid')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await sql`create index outbox_pending_idx on outbox (id) where sent_at is null`.execute(db);

  await db.schema
    .createTable('alert_contact_preferences')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`name in ('email', 'sms')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('alert_contact_preferences_user_name', ['account_reference', 'user_id', 'name'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['alert_contact_preferences', 'outbox', 'user_notifications', 'alert_firings', 'price_watches']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('contracts').dropColumn('standing_offer_id').execute();
  await db.schema.dropTable('standing_offers').execute();
  await db.schema.dropTable('price_alerts').execute();
}
