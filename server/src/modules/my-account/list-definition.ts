import type { ListRow, MyAccountListName, MyAccountListSort, ParsedListQuery } from '@farm/area-my-account/domain';
import { MOVEMENT_NUMERIC_FILTERS, MOVEMENT_TEXT_FILTERS } from '@farm/area-my-account/domain';
import { expressionBuilder, sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, type StringReference } from 'kysely';
import type { Db } from '../../db';

type Condition = Expression<SqlBool>;

/** Every filter a list query can carry; a list applies those its definition names. */
export const LIST_FILTERS = [
  'status',
  'cropYear',
  'productLine',
  'type',
  ...MOVEMENT_TEXT_FILTERS,
  ...MOVEMENT_NUMERIC_FILTERS,
  'commodityNo',
  'varietyNo',
  'locality',
  'reference',
] as const;
export type ListFilterName = (typeof LIST_FILTERS)[number];

/**
 * How one My Account list is read, in Kysely's typed builder over the list's tables (DB and TB, their aliases
 * included): the tables, the columns (whose types are the raw row's), each sort's expression, the filters, and how a
 * row is written as JSON and as CSV. Every condition is written against the list's own index, whose columns lead
 * with the account and follow the default sort; an expression an index holds (a sort's coalesce, the search text) is
 * written as the migration wrote it, literals and all, so the planner recognises it.
 */
export interface ListParts<L extends MyAccountListName, DB, TB extends keyof DB, Raw> {
  /** The list's tables, joined: where the page, its total, the CSV and a row's detail all start. */
  from: (db: Db) => SelectQueryBuilder<DB, TB, object>;
  /** The row's columns. */
  select: (rows: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Raw>;
  /** The condition confining a query to the account: every query of the list has it first. */
  account: (eb: ExpressionBuilder<DB, TB>, account: string) => Condition;
  /** A condition every row of the list meets (a self bill's kind...). */
  always?: (eb: ExpressionBuilder<DB, TB>) => Condition;
  /** Each sort's expression, never null, so a keyset can follow it. */
  sorts: Record<MyAccountListSort<L>, (eb: ExpressionBuilder<DB, TB>) => Expression<unknown>>;
  /** Unique per row together: the last sort keys, so pages and the CSV's keyset are stable. */
  tieBreaker: StringReference<DB, TB>[];
  /** The rows within the range; either end may be open. */
  dateRange: (eb: ExpressionBuilder<DB, TB>, from: string | undefined, to: string | undefined) => Condition | undefined;
  /** The text the quick search matches: the expression of the table's trigram index (migration 0018). */
  search: (eb: ExpressionBuilder<DB, TB>) => Expression<string>;
  filters: Partial<Record<ListFilterName, (eb: ExpressionBuilder<DB, TB>, value: string | number) => Condition | undefined>>;
  toRow: (raw: Raw) => ListRow<L>;
  csv: CsvColumn<L>[];
}

export interface CsvColumn<L extends MyAccountListName> {
  header: string;
  value: (row: ListRow<L>) => string | number | null;
}

/** A list's rows in its order, each with its sort and tie-breaker keys as text (a keyset), and their total. */
export interface ListReader<L extends MyAccountListName> {
  /** How many keys a row's keyset has: its sort's and its tie-breakers. */
  keyCount: number;
  /**
   * The rows of the query's conditions in its order: after a keyset (the last row's keys, as text), or from an
   * offset. `db` may be a transaction, for a statement's own planner settings.
   */
  rows: (
    db: Db,
    account: string,
    query: ParsedListQuery<L>,
    window: { after?: (string | null)[] | undefined; limit: number; offset: number },
  ) => Promise<{ row: ListRow<L>; keys: (string | null)[] }[]>;
  /** How many rows meet the query's conditions. */
  count: (db: Db, account: string, query: ParsedListQuery<L>) => Promise<number>;
  csv: CsvColumn<L>[];
}

/** The conditions of a query: the account first, then the list's own, the range, the search and the filters. */
function conditionsOf<L extends MyAccountListName, DB, TB extends keyof DB, Raw>(
  list: ListParts<L, DB, TB, Raw>,
  eb: ExpressionBuilder<DB, TB>,
  account: string,
  query: ParsedListQuery<L>,
): Condition {
  const parts = [list.account(eb, account), list.always?.(eb), list.dateRange(eb, query.dateFrom, query.dateTo)];
  if (query.search) parts.push(sql<SqlBool>`${list.search(eb)} ilike ${likePattern(query.search)}`);
  for (const name of LIST_FILTERS) {
    const value = query[name];
    const filter = list.filters[name];
    if (value !== undefined && filter) parts.push(filter(eb, value));
  }
  return eb.and(parts.filter((part): part is Condition => part !== undefined));
}

/** The reads of a list, its table types closed over, so the lists of every shape sit in one table (list-queries). */
function readerOf<L extends MyAccountListName, DB, TB extends keyof DB, Raw>(list: ListParts<L, DB, TB, Raw>): ListReader<L> {
  const matching = (db: Db, account: string, query: ParsedListQuery<L>) => list.from(db).where((eb) => conditionsOf(list, eb, account, query));
  return {
    keyCount: list.tieBreaker.length + 1,
    csv: list.csv,
    async rows(db, account, query, { after, limit, offset }) {
      const direction = query.orderDir;
      // The sort, then the tie-breakers: selected as text, compared as a row after a cursor, and ordered by.
      const eb = expressionBuilder<DB, TB>();
      const keys = [list.sorts[query.orderBy as MyAccountListSort<L>](eb), ...list.tieBreaker.map((key) => eb.ref(key))];
      let page = list.select(matching(db, account, query)).select(keys.map((key, index) => sql<string | null>`${key}::text`.as(`key${index}`)));
      // As the list's indexes hold its keys; the cursor's text is read back as each key's own type.
      if (after) page = page.where(sql<SqlBool>`(${sql.join(keys)}) ${sql.raw(direction === 'desc' ? '<' : '>')} (${sql.join(after)})`);
      for (const key of keys) page = page.orderBy(key, direction);
      const rows = await page.limit(limit).offset(offset).execute();
      return rows.map((raw) => {
        const keyed = raw as Raw & Record<`key${number}`, string | null>;
        return { row: list.toRow(raw as Raw), keys: keys.map((_, index) => keyed[`key${index}`] ?? null) };
      });
    },
    async count(db, account, query) {
      const counted = await matching(db, account, query)
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow();
      return (counted as { total: number }).total;
    },
  };
}

/** A list's typed parts, and its reads. Written `defineList<'movements'>()({...})`, so the tables' types are inferred. */
export const defineList =
  <L extends MyAccountListName>() =>
  <DB, TB extends keyof DB, Raw>(parts: ListParts<L, DB, TB, Raw>) => ({ ...parts, read: readerOf(parts) });

/** LIKE's own wildcards in what the user typed match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A filter's text anywhere in the column, in any case. */
export const contains = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: StringReference<DB, TB>, value: string | number) =>
  sql<SqlBool>`${eb.ref(column)} ilike ${likePattern(String(value))}`;

/** A range's condition from the condition of each end; an open end adds none, and a range open at both, nothing. */
export function rangeOf<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  ends: { from: string | undefined; to: string | undefined },
  fromCondition: (from: string) => Condition,
  toCondition: (to: string) => Condition,
): Condition | undefined {
  const conditions = [ends.from && fromCondition(ends.from), ends.to && toCondition(ends.to)].filter((end): end is Condition => Boolean(end));
  return conditions.length ? eb.and(conditions) : undefined;
}

/** Rows whose date column falls in the range (both ends included). */
export const dateBetween = <DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: StringReference<DB, TB>,
  from: string | undefined,
  to: string | undefined,
) =>
  rangeOf(
    eb,
    { from, to },
    (day) => sql<SqlBool>`${eb.ref(column)} >= ${day}::date`,
    (day) => sql<SqlBool>`${eb.ref(column)} <= ${day}::date`,
  );

/** A nullable text column as the indexes hold it for sorting and searching: '' for null. */
export const orEmpty = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: StringReference<DB, TB>) =>
  sql<string>`coalesce(${eb.ref(column)}, '')`;

/** The quick search's text: the columns joined by spaces, in the order of the list's trigram index. */
export const searchText = (...parts: Expression<string | null>[]) => sql<string>`(${sql.join(parts, sql` || ' ' || `)})`;

export const toNumber = (value: string | number | null | undefined) => (value === null || value === undefined ? 0 : Number(value));
export const toNullableNumber = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Number(value));
export const toIsoDateTime = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());
