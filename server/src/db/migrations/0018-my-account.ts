import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ORDER_STATUSES = [
  'Open',
  'Complete',
  'Rejected',
  'Cancelled',
  'On Hold',
  'Pending Approval',
  'Pending Pre-pay',
  'Partially Dispatched',
  'Partially Received',
];
const inList = (values: readonly string[]) => sql.join(values.map((value) => sql.lit(value)));
/** Paid once nothing is outstanding: derived by the database, so a list can filter and index on it. */
const paymentStatus = sql`text generated always as (case when outstanding = 0 then 'Paid' else 'Due' end) stored`;
const money = sql`numeric(12, 2)`;
/** The sorts of each list beyond its default one (MY_ACCOUNT_LISTS), as the list definitions write them. */
const SORT_INDEXES: [table: string, prefix: string, columns: string[], tieBreaker: string][] = [
  [
    'contracts',
    'account_reference',
    ['reference', "coalesce(date_movement_from, '1900-01-01'::date)", 'value_gross', 'value_outstanding', 'status'],
    'reference',
  ],
  ['contracts', 'account_reference, sale_or_purchase', ['reference', 'status', 'coalesce(crop_year, 0)', "coalesce(product, '')"], 'reference'],
  [
    'invoices',
    'account_reference, kind',
    ['date_due', 'reference', 'product', 'coalesce(quantity, 0)', 'net_value', 'status', "coalesce(product_line, '')"],
    'reference',
  ],
  [
    'invoice_lines',
    'account_reference',
    ['invoice_reference', 'product', 'product_line', 'no_of_units', 'unit_price', 'net_value'],
    'invoice_reference, line_no',
  ],
  ['orders', 'account_reference', ['reference', 'product', 'product_line', 'net_value', 'status'], 'reference'],
  ['haulier_self_bills', 'account_reference', ['reference', 'due', 'total', 'outstanding', 'status'], 'reference'],
];
const SEARCH_TEXTS: [table: string, text: string][] = [
  ['contracts', "reference || ' ' || coalesce(order_reference, '') || ' ' || coalesce(product, '') || ' ' || status"],
  ['invoices', "reference || ' ' || product || ' ' || coalesce(product_line, '') || ' ' || coalesce(contract_reference, '') || ' ' || status"],
  ['invoice_lines', "invoice_reference || ' ' || product || ' ' || product_line"],
  ['orders', "reference || ' ' || product || ' ' || product_line || ' ' || status"],
  ['haulier_self_bills', "reference || ' ' || description || ' ' || status"],
];
/** The tables whose rows make up the counted lists (a contract's products change with the contract). */
const VERSIONED_TABLES = ['contracts', 'invoices', 'invoice_lines', 'orders', 'haulier_self_bills'];

/**
 * My Account (issue 13): what an account is invoiced, self-billed, ordered and paid, and the movements and samples
 * behind its contracts. Every table carries the account, and each list's index leads with the account and follows
 * the list's default sort, so a page is an index range scan whatever the account's size.
 */
export async function up(db: AnyDb): Promise<void> {
  // A document is listed here when it is issued; its PDF is kept (a contract note) or drawn from its source row
  // when asked for (invoices, self bills, orders...), so one account-scoped lookup serves every kind.
  await sql`alter table documents alter column content drop not null`.execute(db);
  await db.schema.alterTable('documents').addColumn('source_reference', 'text').execute();

  await db.schema.alterTable('contracts').addColumn('product_line', 'text').execute();
  // The contract's product, as its first line names it: the lists search and sort on it without a join.
  await db.schema.alterTable('contracts').addColumn('product', 'text').execute();
  // Grain sales list sale contracts by movement period, all transactions by creation: each with its tie-breaker, and
  // the period as the list sorts it (a contract without one last), so a page is read off the index in order.
  await sql`create index contracts_account_type_movement_idx
    on contracts (account_reference, sale_or_purchase, coalesce(date_movement_from, '1900-01-01'::date) desc, reference desc)`.execute(db);
  await sql`drop index contracts_account_created_idx`.execute(db);
  await sql`create index contracts_account_created_idx on contracts (account_reference, date_created desc, reference desc)`.execute(db);

  await db.schema
    .createTable('invoices')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    // A self bill pays the farmer for grain sold; an invoice charges them for inputs bought (a purchase transaction).
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('self-bill', 'invoice')`))
    .addColumn('contract_reference', 'text', (c) => c.references('contracts.reference'))
    .addColumn('document_no', 'text', (c) => c.unique().references('documents.document_no'))
    .addColumn('date_invoiced', 'date', (c) => c.notNull())
    .addColumn('date_due', 'date', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('product_line', 'text')
    .addColumn('quantity', money)
    .addColumn('net_value', money, (c) => c.notNull())
    .addColumn('outstanding', money, (c) => c.notNull().check(sql`outstanding >= 0`))
    .addColumn('status', paymentStatus)
    .addColumn('crop_year', 'integer')
    .execute();
  await sql`create index invoices_account_kind_date_idx on invoices (account_reference, kind, date_invoiced desc, reference desc)`.execute(db);
  await sql`create index invoices_contract_idx on invoices (contract_reference)`.execute(db);

  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoice_reference', 'text', (c) => c.notNull().references('invoices.reference').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    // The account and date are the invoice's, copied so the Product list pages on its own index.
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    .addColumn('transaction_date', 'date', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('product_line', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('no_of_units', money, (c) => c.notNull())
    .addColumn('unit_price', money, (c) => c.notNull())
    .addColumn('pack_size', 'text', (c) => c.notNull())
    .addColumn('no_of_packs', 'integer', (c) => c.notNull())
    .addColumn('pack_price', money, (c) => c.notNull())
    .addColumn('net_value', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_lines_pkey', ['invoice_reference', 'line_no'])
    .execute();
  await sql`create index invoice_lines_account_date_idx on invoice_lines (account_reference, transaction_date desc, invoice_reference desc, line_no desc)`.execute(
    db,
  );

  await db.schema
    .createTable('orders')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    .addColumn('contract_reference', 'text', (c) => c.references('contracts.reference'))
    .addColumn('order_date', 'date', (c) => c.notNull())
    .addColumn('document_no', 'text', (c) => c.references('documents.document_no'))
    .addColumn('order_document_no', 'text', (c) => c.references('documents.document_no'))
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('product_line', 'text', (c) => c.notNull())
    .addColumn('net_value', money, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in (${inList(ORDER_STATUSES)})`))
    .execute();
  await sql`create index orders_account_date_idx on orders (account_reference, order_date desc, reference desc)`.execute(db);

  await db.schema
    .createTable('haulier_self_bills')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    .addColumn('document_no', 'text', (c) => c.references('documents.document_no'))
    .addColumn('date_created', 'date', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('due', 'date', (c) => c.notNull())
    .addColumn('total', money, (c) => c.notNull())
    .addColumn('outstanding', money, (c) => c.notNull().check(sql`outstanding >= 0`))
    .addColumn('status', paymentStatus)
    .execute();
  await sql`create index haulier_self_bills_account_date_idx on haulier_self_bills (account_reference, date_created desc, reference desc)`.execute(db);

  await db.schema
    .createTable('price_adjustments')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    .addColumn('contract_reference', 'text', (c) => c.notNull().references('contracts.reference'))
    .addColumn('created', 'date', (c) => c.notNull())
    .addColumn('document_no', 'text', (c) => c.references('documents.document_no'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    .execute();
  await sql`create index price_adjustments_contract_idx on price_adjustments (contract_reference)`.execute(db);

  await db.schema
    .createTable('samples')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('contract_reference', 'text', (c) => c.references('contracts.reference'))
    .addColumn('commodity_no', 'integer', (c) => c.notNull())
    .addColumn('commodity', 'text', (c) => c.notNull())
    .addColumn('variety', 'text')
    .addColumn('locality', 'text')
    .addColumn('date_taken', 'date', (c) => c.notNull())
    .addColumn('crop_year', 'integer', (c) => c.notNull())
    .execute();
  await sql`create index samples_account_date_idx on samples (account_reference, date_taken desc)`.execute(db);
  await sql`create index samples_contract_idx on samples (contract_reference)`.execute(db);

  await db.schema
    .createTable('sample_results')
    .addColumn('sample_id', 'uuid', (c) => c.notNull().references('samples.id').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('result', sql`numeric(10, 2)`)
    .addColumn('unit', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('sample_results_pkey', ['sample_id', 'line_no'])
    .execute();

  // Every other sort of every list, each followed by the list's tie-breaker (a sort a joined table holds, such as
  // a grain sale's product, cannot have one). One direction serves both: an index is read backwards as well.
  for (const [group, [table, prefix, columns, tieBreaker]] of SORT_INDEXES.entries()) {
    for (const [index, column] of columns.entries()) {
      await sql`create index ${sql.id(`${table}_sort_${group + 1}_${index + 1}_idx`)} on ${sql.table(table)} (${sql.raw(`${prefix}, ${column === tieBreaker ? column : `${column}, ${tieBreaker}`}`)})`.execute(
        db,
      );
    }
  }

  // The quick search (a substring in any case) of each list reads a trigram index of the text it matches; the lists
  // write the same expressions (server/src/modules/my-account/*-lists.ts).
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [table, text] of SEARCH_TEXTS) {
    await sql`create index ${sql.id(`${table}_search_idx`)} on ${sql.table(table)} using gin ((${sql.raw(text)}) gin_trgm_ops)`.execute(db);
  }

  // Each account's lists change when a row of theirs is written: the version lets an instance keep a list's total
  // until then. Statement triggers with transition tables bump it once per statement and account, in the writer's
  // transaction, so every instance sees the new version exactly when the rows become visible.
  await db.schema
    .createTable('my_account_versions')
    .addColumn('account_reference', 'text', (c) => c.primaryKey().references('accounts.reference').onDelete('cascade'))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`
    create function my_account_version_bump() returns trigger language plpgsql as $$
    begin
      insert into my_account_versions (account_reference, version)
        select distinct account_reference, 1 from changed_rows
        on conflict (account_reference) do update set version = my_account_versions.version + 1;
      return null;
    end $$`.execute(db);
  for (const table of VERSIONED_TABLES) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.id(`${table}_${event}_my_account_version`)} after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(rows)} table as changed_rows for each statement execute function my_account_version_bump()`.execute(db);
    }
  }

  await db.schema
    .createTable('movements')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('account_reference', 'text', (c) => c.notNull().references('accounts.reference'))
    .addColumn('contract_reference', 'text', (c) => c.references('contracts.reference'))
    .addColumn('movement_date', 'date', (c) => c.notNull())
    // true = Moved, false = Planned (spec 3 §3).
    .addColumn('complete', 'boolean', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('quantity', money, (c) => c.notNull())
    .addColumn('booking', 'text')
    .addColumn('weighbridge', 'text')
    .addColumn('vehicle', 'text')
    .addColumn('haulier', 'text')
    .addColumn('invoice_reference', 'text', (c) => c.references('invoices.reference'))
    .addColumn('claim_reference', 'text', (c) => c.references('price_adjustments.reference'))
    .addColumn('sample_id', 'uuid', (c) => c.references('samples.id'))
    .execute();
  await sql`create index movements_account_date_idx on movements (account_reference, movement_date desc, reference desc)`.execute(db);
  await sql`create index movements_contract_idx on movements (contract_reference)`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger ${sql.id(`${table}_${event}_my_account_version`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function my_account_version_bump()`.execute(db);
  for (const table of [
    'my_account_versions',
    'movements',
    'sample_results',
    'samples',
    'price_adjustments',
    'haulier_self_bills',
    'orders',
    'invoice_lines',
    'invoices',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  for (const [table] of SEARCH_TEXTS) await sql`drop index ${sql.id(`${table}_search_idx`)}`.execute(db);
  await db.schema.alterTable('contracts').dropColumn('product_line').execute();
  await db.schema.alterTable('contracts').dropColumn('product').execute();
  await sql`drop index if exists contracts_account_type_movement_idx`.execute(db);
  await sql`drop index contracts_account_created_idx`.execute(db);
  await sql`create index contracts_account_created_idx on contracts (account_reference, date_created desc)`.execute(db);
  await db.schema.alterTable('documents').dropColumn('source_reference').execute();
}
