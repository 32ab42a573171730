import type { ListRow, MyAccountListName, Paged, ParsedListQuery } from '@farm/core/domain';
import { sql, type RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db';
import { allTransactions, grainSaleContracts } from './contract-lists';
import { purchaseProducts, purchaseTransactions, selfBills } from './invoice-lists';
import type { ListDefinition } from './list-definition';
import { haulierSelfBills, purchaseOrders } from './other-lists';

export const listDefinitions: { [L in MyAccountListName]: ListDefinition<L> } = {
  allTransactions,
  grainSaleContracts,
  selfBills,
  haulierSelfBills,
  purchaseTransactions,
  purchaseProducts,
  purchaseOrders,
};

/** LIKE's own wildcards in what the user typed match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The conditions of a query: the account first, then the list's own, the range, the search and the filters. */
function conditions<L extends MyAccountListName>(definition: ListDefinition<L>, account: string, query: ParsedListQuery<L>): RawBuilder<unknown> {
  const parts: (RawBuilder<unknown> | undefined)[] = [sql`${definition.account} = ${account}`, definition.always, definition.dateRange(query.dateFrom, query.dateTo)];
  if (query.search) {
    const pattern = likePattern(query.search);
    parts.push(sql`${definition.search} ilike ${pattern}`);
  }
  for (const name of ['status', 'cropYear', 'productLine', 'type'] as const) {
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
const orderOf = (sort: RawBuilder<unknown>, tieBreaker: RawBuilder<unknown>[], query: { orderDir: 'asc' | 'desc' }) =>
  sql.join([sort, ...tieBreaker].map((key) => sql`${key} ${direction(query)}`));

/** The SQL of one page of a list and of its total: the sort and the tie-breaker make every page stable. */
function listPageSql<L extends MyAccountListName>(list: L, account: string, query: ParsedListQuery<L>) {
  const definition = listDefinitions[list] as ListDefinition<L>;
  const where = conditions(definition, account, query);
  const sort = definition.sorts[query.orderBy as keyof typeof definition.sorts];
  return {
    page: sql<Record<string, unknown>>`select ${definition.select} from ${definition.from} where ${where}
      order by ${orderOf(sort, definition.tieBreaker, query)}
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`,
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
async function listTotal<L extends MyAccountListName>(db: Db, totals: ListTotals, list: L, account: string, query: ParsedListQuery<L>, count: RawBuilder<{ total: number }>) {
  const version = await db.selectFrom('my_account_versions').select('version').where('account_reference', '=', account).executeTakeFirst();
  const { page: _page, perPage: _perPage, orderBy: _orderBy, orderDir: _orderDir, ...filters } = query;
  const key = JSON.stringify([account, version?.version ?? '0', list, filters]);
  const kept = totals.get(key);
  if (kept !== undefined) return kept;
  const total = (await count.execute(db)).rows[0]?.total ?? 0;
  totals.set(key, total);
  return total;
}

/** One page of a list and its total, both in SQL. */
export async function readListPage<L extends MyAccountListName>(db: Db, totals: ListTotals, list: L, account: string, query: ParsedListQuery<L>): Promise<Paged<ListRow<L>>> {
  const definition = listDefinitions[list] as ListDefinition<L>;
  const statements = listPageSql(list, account, query);
  const [rows, totalItems] = await Promise.all([statements.page.execute(db), listTotal(db, totals, list, account, query, statements.count)]);
  return {
    items: rows.rows.map(definition.toRow),
    totalItems,
    page: query.page,
    perPage: query.perPage,
    pages: Math.ceil(totalItems / query.perPage),
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
  const sort = definition.sorts[query.orderBy as keyof typeof definition.sorts];
  const comparison = sql.raw(query.orderDir === 'desc' ? '<' : '>');
  const keys = [sort, ...definition.tieBreaker];
  const keyColumns = sql.join(keys.map((key, index) => sql`${key} as ${sql.id(`key${index}`)}`));
  let after: unknown[] | undefined;
  for (;;) {
    const keyset = after ? sql`and (${sql.join(keys)}) ${comparison} (${sql.join(after)})` : sql``;
    const { rows } = await sql<Record<string, unknown>>`select ${definition.select}, ${keyColumns}
      from ${definition.from} where ${where} ${keyset}
      order by ${orderOf(sort, definition.tieBreaker, query)} limit ${CSV_BATCH}`.execute(db);
    if (rows.length) yield rows.map(definition.toRow);
    if (rows.length < CSV_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = keys.map((_, index) => last[`key${index}`]);
  }
}
