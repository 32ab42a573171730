import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Spec 3 §3's contract statuses; an online sale starts Open. */
const CONTRACT_STATUSES = [
  'Open',
  'Complete',
  'Cancelled',
  'Pending Approval',
  'Rejected',
  'Pending Pre-pay',
  'On Hold',
  'Partially Dispatched',
  'Partially Received',
];
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));

/**
 * Selling grain (issue 9): the server's quotes, the contracts they become, the documents (PDFs) of every kind,
 * and the idempotency keys that make a sale happen once. `contracts` and `contract_products` are shaped for
 * spec 3 §3 'Contract' and the 'Grain sales contract row', so My Account lists sales and purchases from them as
 * they are. Commodity and collection address numbers are kept as numbers, not foreign keys: they name the
 * market data's reference rows, which staff may replace.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sale_quotes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('commodity_id', 'integer', (c) => c.notNull())
    .addColumn('farm_address_id', 'integer', (c) => c.notNull())
    .addColumn('price_type', 'text', (c) => c.notNull().check(sql`price_type in ('XFM', 'XFH')`))
    .addColumn('sell_reference', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('variety_list', sql`integer[]`, (c) => c.notNull())
    .addColumn('sale_price', sql`numeric(10, 2)`, (c) => c.notNull())
    .addColumn('delivery_month', 'text', (c) => c.notNull())
    .addColumn('contract_period_from', 'date', (c) => c.notNull())
    .addColumn('contract_period_to', 'date', (c) => c.notNull())
    .addColumn('contract_period_split', 'boolean', (c) => c.notNull())
    .addColumn('crop_year', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sale_quotes_account_user_idx').on('sale_quotes').columns(['account_reference', 'user_id']).execute();

  // One table for the PDFs of every later issue too (invoices, self bills...), each owned by one account.
  await db.schema
    .createTable('documents')
    .addColumn('document_no', 'text', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('documents_account_idx').on('documents').column('account_reference').execute();
  await sql`create sequence document_number_seq`.execute(db);

  await db.schema
    .createTable('contracts')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    .addColumn('sale_or_purchase', 'text', (c) => c.notNull().check(sql`sale_or_purchase in ('SALE', 'PURCHASE')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in (${inList(CONTRACT_STATUSES)})`))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('date_movement_from', 'date')
    .addColumn('date_movement_to', 'date')
    .addColumn('crop_year', 'integer')
    .addColumn('order_reference', 'text')
    .addColumn('document_no', 'text', (c) => c.references('documents.document_no'))
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // A quote makes at most one contract: the database refuses a second even if the code did not.
    .addColumn('quote_id', 'uuid', (c) => c.unique().references('sale_quotes.id').onDelete('set null'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('value_gross', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('value_outstanding', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('value_paid', sql`numeric(12, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('date_due_to', 'date')
    // What a grain sale was made on; empty for purchases.
    .addColumn('commodity_id', 'integer')
    .addColumn('farm_address_id', 'integer')
    .addColumn('price_type', 'text', (c) => c.check(sql`price_type in ('XFM', 'XFH')`))
    .addColumn('sell_reference', 'text')
    .addColumn('delivery_month', 'text')
    .addColumn('varieties', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .execute();
  // My Account lists an account's contracts newest first.
  await sql`create index contracts_account_created_idx on contracts (account_reference, date_created desc)`.execute(db);
  await sql`create sequence sale_contract_reference_seq`.execute(db);

  await db.schema
    .createTable('contract_products')
    .addColumn('contract_reference', 'text', (c) => c.notNull().references('contracts.reference').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('package_code', 'text', (c) => c.notNull())
    .addColumn('quantity_contracted', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('unit_of_measure', 'text', (c) => c.notNull().defaultTo('MT'))
    .addColumn('unit_price', sql`numeric(10, 2)`, (c) => c.notNull())
    .addColumn('moved_quantity', sql`numeric(12, 2)`, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('contract_products_pkey', ['contract_reference', 'line_no'])
    .execute();

  // The first answer to a request sent with an Idempotency-Key, per caller; status and response are written
  // in the same transaction as the work, so nobody else ever sees them empty.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['account_reference', 'user_id', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['idempotency_keys', 'contract_products', 'contracts', 'documents', 'sale_quotes']) {
    await db.schema.dropTable(table).execute();
  }
  await sql`drop sequence sale_contract_reference_seq`.execute(db);
  await sql`drop sequence document_number_seq`.execute(db);
}
