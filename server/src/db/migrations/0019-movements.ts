import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Each sort of the movements grid (MY_ACCOUNT_LISTS.movements), as the list definition writes it, then the
 * tie-breakers (the movement's reference, so a product's loads read in contract and load order, then the id): a
 * page, at any depth by its keyset, is then one range scan of an index led by the account.
 */
const SORTS: [name: string, expression: string][] = [
  ['date', 'movement_date'],
  ['contract', "coalesce(contract_reference, '')"],
  ['reference', 'reference'],
  ['product', 'product'],
  ['quantity', 'quantity'],
  ['booking', "coalesce(booking, '')"],
  ['weighbridge', "coalesce(weighbridge, '')"],
  ['vehicle', "coalesce(vehicle, '')"],
  ['haulier', "coalesce(haulier, '')"],
];
/** What the quick search matches (§5: the visible columns, and the reference text of contract, invoice and claim). */
const SEARCH_TEXT =
  "reference || ' ' || product || ' ' || coalesce(contract_reference, '') || ' ' || coalesce(booking, '') || ' ' || coalesce(invoice_reference, '') || ' ' || coalesce(claim_reference, '') || ' ' || coalesce(weighbridge, '') || ' ' || coalesce(vehicle, '') || ' ' || coalesce(haulier, '')";

/**
 * The movements grid (issue 14): a big grain business has 50,000 loads a year, so every sort, the All / Planned /
 * Moved switch, the quick search and the selective header filters (contract, weighbridge ticket) each read an index,
 * and a write bumps the account's version so the grid's totals are counted once per change, not once per page.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`drop index movements_account_date_idx`.execute(db);
  for (const [name, expression] of SORTS) {
    const keys = expression === 'reference' ? 'reference, id' : `${expression}, reference, id`;
    await sql`create index ${sql.id(`movements_sort_${name}_idx`)} on movements (account_reference, ${sql.raw(keys)})`.execute(db);
  }
  // Planned and Moved each in date order: the switch's default view of a big account.
  await sql`create index movements_status_date_idx on movements (account_reference, complete, movement_date, reference, id)`.execute(db);
  await sql`create index movements_search_idx on movements using gin ((${sql.raw(SEARCH_TEXT)}) gin_trgm_ops)`.execute(db);
  await sql`create index movements_contract_search_idx on movements using gin (contract_reference gin_trgm_ops)`.execute(db);
  await sql`create index movements_weighbridge_prefix_idx on movements (account_reference, weighbridge text_pattern_ops)`.execute(db);
  for (const [event, rows] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.id(`movements_${event}_my_account_version`)} after ${sql.raw(event)} on movements
      referencing ${sql.raw(rows)} table as changed_rows for each statement execute function my_account_version_bump()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) await sql`drop trigger ${sql.id(`movements_${event}_my_account_version`)} on movements`.execute(db);
  for (const index of [
    'movements_weighbridge_prefix_idx',
    'movements_contract_search_idx',
    'movements_search_idx',
    'movements_status_date_idx',
    ...SORTS.map(([name]) => `movements_sort_${name}_idx`),
  ]) {
    await sql`drop index ${sql.id(index)}`.execute(db);
  }
  await sql`create index movements_account_date_idx on movements (account_reference, movement_date desc, reference desc)`.execute(db);
}
