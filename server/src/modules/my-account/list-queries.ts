import { myAccountMessages, type ListRow, type MyAccountListName, type Paged, type ParsedListQuery } from '@farm/area-my-account/domain';
import { sql, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db';
import { ApiError } from '../../http';
import { allTransactions, grainSaleContracts } from './contract-lists';
import { purchaseProducts, purchaseTransactions, selfBills } from './invoice-lists';
import { LIST_FILTERS, likePattern, type ListDefinition } from './list-definition';
import { movements } from './movement-list';
import { haulierSelfBills, purchaseOrders } from './other-lists';
import { samples } from './sample-list';

export const listDefinitions: { [L in MyAccountListName]: ListDefinition<L> } = {
  allTransactions,
  grainSaleContracts,
  selfBills,
  haulierSelfBills,
  purchaseTransactions,
  purchaseProducts,
  purchaseOrders,
  movements,
  samples,
};

/** The conditions of a query: the account first, then the list's own, the range, the search and the filters. */
function conditions<L extends MyAccountListName>(definition: ListDefinition<L>, account: string, query: ParsedListQuery<L>): RawBuilder<unknown> {
  const parts: (RawBuilder<unknown> | undefined)[] = [
    sql`${definition.account} = ${account}`,
    definition.always,
    definition.dateRange(query.dateFrom, query.dateTo),
  ];
  if (query.search) {
    const pattern = likePattern(query.search);
    parts.push(sql`${definition.search} ilike ${pattern}`);
  }
  for (const name of LIST_FILTERS) {
    const value = query[name];
    const filter = definition.filters[name];
    if (value !== undefined && filter) parts.push(filter(value));
  }
  return sql.join(
    parts.filter((part): part is RawBuilder<unknown> => part !== undefined),
    sql` and `,
  );
}

const direction = (query: { orderDir: 'asc' | 'desc' }) => sql.raw(query.orderDir);
/** `order by` the sort then the tie-breakers, all one way, as the list's indexes hold them. */
const orderOf = (keys: RawBuilder<unknown>[], query: { orderDir: 'asc' | 'desc' }) => sql.join(keys.map((key) => sql`${key} ${direction(query)}`));

/**
 * A list's order: its sort and tie-breakers, selected as text under names of their own, and the condition of the
 * rows after given values of them (a keyset). Text goes through a cursor and back unchanged, and the database
 * reads it as the key's own type again.
 */
function keysetOf<L extends MyAccountListName>(definition: ListDefinition<L>, query: ParsedListQuery<L>) {
  const keys = [definition.sorts[query.orderBy as keyof typeof definition.sorts], ...definition.tieBreaker];
  const comparison = sql.raw(query.orderDir === 'desc' ? '<' : '>');
  return {
    order: orderOf(keys, query),
    columns: sql.join(keys.map((key, index) => sql`${key}::text as ${sql.id(`key${index}`)}`)),
    after: (values: unknown[]) => sql`and (${sql.join(keys)}) ${comparison} (${sql.join(values)})`,
    of: (row: Record<string, unknown>) => keys.map((_, index) => row[`key${index}`] as string | null),
  };
}

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

/**
 * The SQL of one page of a list and of its total. A page asked for after a cursor starts at its keyset, so page
 * 2,000 of a big account reads 25 index entries like page 1; a page asked for by number alone is an offset, for
 * the first pages and for jumps.
 */
function listPageSql<L extends MyAccountListName>(list: L, account: string, query: ParsedListQuery<L>) {
  const definition = listDefinitions[list] as ListDefinition<L>;
  const where = conditions(definition, account, query);
  const keyset = keysetOf(definition, query);
  const after = query.after === undefined ? undefined : decodeCursor(query.after, definition.tieBreaker.length + 1);
  return {
    keyset,
    page: sql<
      Record<string, unknown>
    >`select ${definition.select}, ${keyset.columns} from ${definition.from} where ${where} ${after ? keyset.after(after) : sql``}
      order by ${keyset.order}
      limit ${query.perPage} offset ${after ? 0 : (query.page - 1) * query.perPage}`,
    count: sql<{ total: number }>`select count(*)::int as total from ${definition.from} where ${where}`,
  };
}

/** The totals of the lists' filters per account version, kept by each instance (its own, so tests never share one). */
export type ListTotals = LRUCache<string, number>;
export const listTotals = (): ListTotals => new LRUCache({ max: 10_000 });

/**
 * A list's total for the query's filters: counting an account's 100,000 rows costs more than reading a page, so it
 * is kept until a row of the account's lists is written (my_account_versions) and not recounted for each page,
 * sort or Load More. The version is read before the count, so a total is never kept under a newer version than it saw.
 */
async function listTotal<L extends MyAccountListName>(
  db: Db,
  totals: ListTotals,
  list: L,
  account: string,
  query: ParsedListQuery<L>,
  count: RawBuilder<{ total: number }>,
) {
  const version = await db.selectFrom('my_account_versions').select('version').where('account_reference', '=', account).executeTakeFirst();
  // Paging, sorting and the cursor leave the total as it is: only the filters, search and range change it.
  const { page: _page, perPage: _perPage, orderBy: _orderBy, orderDir: _orderDir, after: _after, ...filters } = query;
  const key = JSON.stringify([account, version?.version ?? '0', list, filters]);
  const kept = totals.get(key);
  if (kept !== undefined) return kept;
  const total = (await count.execute(db)).rows[0]?.total ?? 0;
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
function readMatchesFirst(db: Db, page: RawBuilder<Record<string, unknown>>) {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_indexscan = off`.execute(trx);
    return (await page.execute(trx)).rows;
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
  const definition = listDefinitions[list] as ListDefinition<L>;
  const statements = listPageSql(list, account, query);
  const total = () => listTotal(db, totals, list, account, query, statements.count);
  let rows: Record<string, unknown>[];
  let totalItems: number;
  if (searchesTrigrams(query)) {
    // The total first (kept after the first call): it says which way to read the page.
    totalItems = await total();
    rows = totalItems <= FEW_MATCHES ? await readMatchesFirst(db, statements.page) : (await statements.page.execute(db)).rows;
  } else {
    [{ rows }, totalItems] = await Promise.all([statements.page.execute(db), total()]);
  }
  const last = rows.length === query.perPage ? rows[rows.length - 1] : undefined;
  return {
    items: rows.map(definition.toRow),
    totalItems,
    page: query.page,
    perPage: query.perPage,
    pages: Math.ceil(totalItems / query.perPage),
    nextCursor: last ? encodeCursor(statements.keyset.of(last)) : null,
  };
}

const CSV_BATCH = 1000;

/**
 * Every row of the query, in the list's order, a batch at a time: each batch starts after the last row of the one
 * before (a keyset on the sort and the tie-breaker), so memory stays flat and no transaction is held open between
 * batches whatever the export's size.
 */
export async function* allListRows<L extends MyAccountListName>(db: Db, list: L, account: string, query: ParsedListQuery<L>): AsyncGenerator<ListRow<L>[]> {
  const definition = listDefinitions[list] as ListDefinition<L>;
  const where = conditions(definition, account, query);
  const keyset = keysetOf(definition, query);
  let after: unknown[] | undefined;
  for (;;) {
    const { rows } = await sql<Record<string, unknown>>`select ${definition.select}, ${keyset.columns}
      from ${definition.from} where ${where} ${after ? keyset.after(after) : sql``}
      order by ${keyset.order} limit ${CSV_BATCH}`.execute(db);
    if (rows.length) yield rows.map(definition.toRow);
    if (rows.length < CSV_BATCH) return;
    after = keyset.of(rows[rows.length - 1]!);
  }
}
