import { myAccountMessages, type ListRow, type MyAccountListName, type Paged, type ParsedListQuery } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db';
import { ApiError } from '../../http';
import { allTransactions, grainSaleContracts } from './contract-lists';
import { purchaseProducts, purchaseTransactions, selfBills } from './invoice-lists';
import type { ListReader } from './list-definition';
import { movements } from './movement-list';
import { haulierSelfBills, purchaseOrders } from './other-lists';
import { samples } from './sample-list';

export const listReaders: { [L in MyAccountListName]: ListReader<L> } = {
  allTransactions: allTransactions.read,
  grainSaleContracts: grainSaleContracts.read,
  selfBills: selfBills.read,
  haulierSelfBills: haulierSelfBills.read,
  purchaseTransactions: purchaseTransactions.read,
  purchaseProducts: purchaseProducts.read,
  purchaseOrders: purchaseOrders.read,
  movements: movements.read,
  samples: samples.read,
};

/** A page's cursor: the keys of its last row, opaque to the client. */
const encodeCursor = (values: (string | null)[]) => Buffer.from(JSON.stringify(values)).toString('base64url');
function decodeCursor(cursor: string, length: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (Array.isArray(values) && values.length === length && values.every((value) => typeof value === 'string')) return values as string[];
  } catch {
    // Not one of ours: answered below as any other bad cursor.
  }
  throw new ApiError(400, 'VALIDATION_ERROR', `querystring.after: ${myAccountMessages.badCursor}`);
}

/** The totals of the lists' filters per account version, kept by each instance (its own, so tests never share one). */
export type ListTotals = LRUCache<string, number>;
export const listTotals = (): ListTotals => new LRUCache({ max: 10_000 });

/**
 * A list's total for the query's filters: counting an account's 100,000 rows costs more than reading a page, so it
 * is kept until a row of the account's lists is written (my_account_versions) and not recounted for each page,
 * sort or Load More. The version is read before the count, so a total is never kept under a newer version than it saw.
 */
async function listTotal<L extends MyAccountListName>(db: Db, totals: ListTotals, list: L, account: string, query: ParsedListQuery<L>) {
  const version = await db.selectFrom('my_account_versions').select('version').where('account_reference', '=', account).executeTakeFirst();
  // Paging, sorting and the cursor leave the total as it is: only the filters, search and range change it.
  const { page: _page, perPage: _perPage, orderBy: _orderBy, orderDir: _orderDir, after: _after, ...filters } = query;
  const key = JSON.stringify([account, version?.version ?? '0', list, filters]);
  const kept = totals.get(key);
  if (kept !== undefined) return kept;
  const total = await (listReaders[list] as ListReader<L>).count(db, account, query);
  totals.set(key, total);
  return total;
}

/** Under this many matches, a quick search or contract filter reads its trigram index and sorts what it finds. */
const FEW_MATCHES = 5_000;
/** A query narrowed by a trigram index (the quick search; the movements grid's contract filter). */
const searchesTrigrams = (query: { search?: string | undefined; contractReference?: string | undefined }) =>
  query.search !== undefined || query.contractReference !== undefined;

/**
 * A page whose few matches are found through the trigram index and sorted, instead of by walking the sort's index
 * until a page of them has passed. The planner takes the walk when it expects matches to be spread evenly; the loads
 * of a contract from 2019 are all 300,000 rows down a million sorted newest first (0.7 s, where reading its 2,300
 * matches takes 20 ms). Index scans are off for this one statement only, so bitmap scans of the indexes remain.
 */
function readMatchesFirst<T>(db: Db, page: (db: Db) => Promise<T>) {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_indexscan = off`.execute(trx);
    return page(trx);
  });
}

/** One page of a list and its total, both in SQL. */
export async function readListPage<L extends MyAccountListName>(
  db: Db,
  totals: ListTotals,
  list: L,
  account: string,
  query: ParsedListQuery<L>,
): Promise<Paged<ListRow<L>>> {
  const reader = listReaders[list] as ListReader<L>;
  const after = query.after === undefined ? undefined : decodeCursor(query.after, reader.keyCount);
  const window = { after, limit: query.perPage, offset: after ? 0 : (query.page - 1) * query.perPage };
  const page = (executor: Db) => reader.rows(executor, account, query, window);
  const total = () => listTotal(db, totals, list, account, query);
  let rows: Awaited<ReturnType<typeof page>>;
  let totalItems: number;
  if (searchesTrigrams(query)) {
    // The total first (kept after the first call): it says which way to read the page.
    totalItems = await total();
    rows = totalItems <= FEW_MATCHES ? await readMatchesFirst(db, page) : await page(db);
  } else {
    [rows, totalItems] = await Promise.all([page(db), total()]);
  }
  const last = rows.length === query.perPage ? rows[rows.length - 1] : undefined;
  return {
    items: rows.map(({ row }) => row),
    totalItems,
    page: query.page,
    perPage: query.perPage,
    pages: Math.ceil(totalItems / query.perPage),
    nextCursor: last ? encodeCursor(last.keys) : null,
  };
}

const CSV_BATCH = 1000;

/**
 * Every row of the query, in the list's order, a batch at a time: each batch starts after the last row of the one
 * before (a keyset on the sort and the tie-breaker), so memory stays flat and no transaction is held open between
 * batches whatever the export's size.
 */
export async function* allListRows<L extends MyAccountListName>(db: Db, list: L, account: string, query: ParsedListQuery<L>): AsyncGenerator<ListRow<L>[]> {
  const reader = listReaders[list] as ListReader<L>;
  let after: (string | null)[] | undefined;
  for (;;) {
    const rows = await reader.rows(db, account, query, { after, limit: CSV_BATCH, offset: 0 });
    if (rows.length) yield rows.map(({ row }) => row);
    if (rows.length < CSV_BATCH) return;
    after = rows[rows.length - 1]!.keys;
  }
}
