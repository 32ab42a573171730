import type { ListRow, MyAccountListName, MyAccountListSort } from '@farm/area-my-account/domain';
import { MOVEMENT_NUMERIC_FILTERS, MOVEMENT_TEXT_FILTERS } from '@farm/area-my-account/domain';
import { sql, type RawBuilder } from 'kysely';

type Fragment = RawBuilder<unknown>;

/**
 * How one My Account list is read: its rows (a FROM with joins and a SELECT), the SQL of each sort, its filters,
 * and how a row is written as JSON and as CSV. Every condition is written against the list's own index, whose
 * columns lead with the account and follow the default sort.
 */
export interface ListDefinition<L extends MyAccountListName> {
  from: Fragment;
  /** The column that holds the account: every query is confined to it first. */
  account: Fragment;
  /** A condition every row of the list meets (a self bill's kind...). */
  always?: Fragment;
  select: Fragment;
  /** Each sort's expression, never null, so a keyset can follow it. */
  sorts: Record<MyAccountListSort<L>, Fragment>;
  /** Unique per row together: the last sort keys, so pages and the CSV's keyset are stable. */
  tieBreaker: Fragment[];
  /** The rows within the range; either end may be open. */
  dateRange: (from: string | undefined, to: string | undefined) => Fragment | undefined;
  /** The text the quick search matches: the expression of the table's trigram index (migration 0018). */
  search: Fragment;
  filters: Partial<Record<ListFilterName, (value: string | number) => Fragment | undefined>>;
  toRow: (raw: Record<string, unknown>) => ListRow<L>;
  csv: { header: string; value: (row: ListRow<L>) => string | number | null }[];
}

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
type ListFilterName = (typeof LIST_FILTERS)[number];

/** A filter's text anywhere in the column, in any case. */
export const contains = (column: Fragment) => (value: string | number) => sql`${column} ilike ${likePattern(String(value))}`;

/** LIKE's own wildcards in what the user typed match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A date column as 'YYYY-MM-DD' text under its own name, so no driver turns a calendar day into a local-time Date. */
export const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD') as ${column.split('.').pop()}`);

/** A range's condition from the condition of each end; an open end adds none, and a range open at both, nothing. */
export const rangeOf =
  (fromCondition: (from: string) => Fragment, toCondition: (to: string) => Fragment) => (from: string | undefined, to: string | undefined) => {
    const ends = [from && fromCondition(from), to && toCondition(to)].filter((end): end is Fragment => Boolean(end));
    return ends.length ? sql.join(ends, sql` and `) : undefined;
  };

/** Rows whose date column falls in the range (both ends included). */
export const dateBetween = (column: Fragment) =>
  rangeOf(
    (from) => sql`${column} >= ${from}::date`,
    (to) => sql`${column} <= ${to}::date`,
  );

/** A filter on a column equal to the chosen value. */
export const equals = (column: Fragment) => (value: string | number) => sql`${column} = ${value}`;

export const toNumber = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
export const toNullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
export const toIsoDateTime = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
