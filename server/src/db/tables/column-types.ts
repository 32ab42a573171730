import type { ColumnType } from 'kysely';

/** Columns the database fills in on insert. */
export type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Postgres numeric columns arrive as strings; inserts take numbers. */
export type Numeric = ColumnType<string, number | string, number | string>;

/** Amounts of money: numeric, read as strings (exact), written as numbers. */
export type Money = ColumnType<string, number | undefined, number>;
