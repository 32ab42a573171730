import type { SelectQueryBuilder } from 'kysely';

/** How many rows the query picks, `countRows(db.selectFrom('contracts').where(...))`: what a test checks a write left. */
export async function countRows<DB, TB extends keyof DB, O>(rows: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // The selection's type is lost to the generic tables: `n` is the one column asked for.
  const { n } = await rows
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .$castTo<{ n: string }>()
    .executeTakeFirstOrThrow();
  return Number(n);
}
