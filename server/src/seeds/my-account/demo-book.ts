import type { Insertable } from 'kysely';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Database, DocumentKind } from '../../db/database';
import { drawnDocumentRow } from '../../modules/documents';

type Row<T extends keyof Database> = Insertable<Database[T]>;

/** Everything the My Account demo writes for the demo businesses, gathered before one batched insert per table. */
export interface DemoBook {
  documents: Row<'documents'>[];
  contracts: Row<'contracts'>[];
  contractProducts: Row<'contract_products'>[];
  invoices: Row<'invoices'>[];
  invoiceLines: Row<'invoice_lines'>[];
  orders: Row<'orders'>[];
  haulierSelfBills: Row<'haulier_self_bills'>[];
  priceAdjustments: Row<'price_adjustments'>[];
  samples: Row<'samples'>[];
  sampleResults: Row<'sample_results'>[];
  movements: Row<'movements'>[];
}

export const emptyBook = (): DemoBook => ({
  documents: [],
  contracts: [],
  contractProducts: [],
  invoices: [],
  invoiceLines: [],
  orders: [],
  haulierSelfBills: [],
  priceAdjustments: [],
  samples: [],
  sampleResults: [],
  movements: [],
});

/** A seeded random source: the same business gets the same history on every new demo database. */
export function demoRandom(name: string) {
  let seed = 0x811c9dc5;
  for (const char of name) seed = Math.imul(seed ^ char.charCodeAt(0), 0x01000193);
  const rng = xoroshiro128plus(seed | 0);
  const int = (from: number, to: number) => uniformInt(rng, from, to);
  return {
    int,
    /** A number with two decimals between the bounds. */
    amount: (from: number, to: number) => int(Math.round(from * 100), Math.round(to * 100)) / 100,
    pick: <T>(values: readonly T[]): T => values[int(0, values.length - 1)]!,
    chance: (percent: number) => int(1, 100) <= percent,
  };
}
export type DemoRandom = ReturnType<typeof demoRandom>;

/** Calendar arithmetic on 'YYYY-MM-DD' days, in UTC so it never meets a clock change. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const endOfMonth = (day: string) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return date.toISOString().slice(0, 10);
};
export const pounds = (value: number) => Math.round(value * 100) / 100;

/** Numbers every document of the demo ('M' and eight digits: apart from the 'D' numbers sales take). */
export function documentIssuer(book: DemoBook) {
  let next = 1;
  return (accountReference: string, kind: DocumentKind, sourceReference: string, createdAt: string): string => {
    const documentNo = `M${String(next++).padStart(8, '0')}`;
    book.documents.push({ ...drawnDocumentRow(documentNo, accountReference, kind, sourceReference), created_at: `${createdAt}T12:00:00Z` });
    return documentNo;
  };
}
export type DocumentIssuer = ReturnType<typeof documentIssuer>;
