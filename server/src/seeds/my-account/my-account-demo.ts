import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { refreshContractFigures } from '../../db/contract-figures';
import { linkSampleVarieties } from '../../db/sample-varieties';
import { demoAccountReferences } from '../demo-accounts';
import { demoRandom, documentIssuer, emptyBook, type DemoBook } from './demo-book';
import { writeYearPurchases } from './demo-purchases';
import { writeHarvestSales } from './demo-sales';

/** Rows per insert: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH = 400;

/** The latest harvest whose grain year has begun (August). */
const latestHarvest = (today: string) => Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) >= 8 ? 0 : 1);

/**
 * My Account's demo (issue 13): three harvests of grain sales and farming years of purchases for every demo
 * business, dated around `now` so there is always something paid, due, moved and planned.
 */
function buildMyAccountDemo(now: Date): DemoBook {
  const book = emptyBook();
  const issue = documentIssuer(book);
  const today = now.toISOString().slice(0, 10);
  const latest = latestHarvest(today);
  Object.values(demoAccountReferences).forEach((account, index) => {
    const code = String(index + 1);
    const random = demoRandom(account);
    for (const harvest of [latest - 2, latest - 1, latest]) {
      writeHarvestSales(book, random, issue, account, harvest, today, code);
      writeYearPurchases(book, random, issue, account, harvest, today, code);
    }
  });
  return book;
}

export async function seedMyAccountDemo(db: Kysely<Database>, now: Date): Promise<void> {
  const book = buildMyAccountDemo(now);
  // In the order the foreign keys need.
  const tables: [keyof Database, object[]][] = [
    ['documents', book.documents],
    ['contracts', book.contracts],
    ['contract_products', book.contractProducts],
    ['invoices', book.invoices],
    ['invoice_lines', book.invoiceLines],
    ['orders', book.orders],
    ['haulier_self_bills', book.haulierSelfBills],
    ['price_adjustments', book.priceAdjustments],
    ['samples', book.samples],
    ['sample_results', book.sampleResults],
    ['movements', book.movements],
  ];
  for (const [table, rows] of tables) {
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      await db
        .insertInto(table)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each table's rows were typed when the book was written
        .values(batch as any)
        .execute();
    }
  }
  await linkSampleVarieties(db);
  await refreshContractFigures(db, Object.values(demoAccountReferences));
}
