// Run by my-account-part.mjs under tsx on the PostgreSQL of DATABASE_URL: the API's My Account list calls over an
// account with ROWS rows in every list, the memory and first byte of a CSV export of all of them, and a
// `select 1` round trip measured in the same run as the baseline. Prints one JSON line.
import { MY_ACCOUNT_LISTS, type MyAccountListName } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import { bearer, createTestApp, signIn } from '../../server/src/testing';
import { csvExport, timed } from '../lib/api-timing';
import { fillAccount } from './bulk-account';

const ROWS = Number(process.env.BENCH_MY_ACCOUNT_ROWS ?? 100_000);
const ACCOUNT = 'HARR0001';

/** The lists this fill writes: the movements grid has its own part (bench/movements), over a million movements. */
type BulkList = Exclude<MyAccountListName, 'movements' | 'samples'>;

/** Each list's first page as the screen opens it, then filtered, searched and sorted another way. */
const cases: Record<string, string> = {
  'page 1': 'perPage=25',
  'status and date range': 'perPage=25&status={status}&dateFrom=2025-01-01&dateTo=2025-12-31',
  'quick search': 'perPage=25&search={product}',
  'other sort': 'perPage=25&orderBy={sort}&orderDir=asc',
};
/** A product the list holds: a crop for what was sold, an input for what was bought (a quarter of the rows). */
const productOf: Record<BulkList, string> = {
  allTransactions: 'milling',
  grainSaleContracts: 'milling',
  selfBills: 'milling',
  haulierSelfBills: 'haulage of 3',
  purchaseTransactions: 'extase',
  purchaseProducts: 'extase',
  purchaseOrders: 'extase',
};
const statusOf: Record<BulkList, string> = {
  allTransactions: 'Unpaid',
  grainSaleContracts: 'Open',
  selfBills: 'Due',
  haulierSelfBills: 'Due',
  purchaseTransactions: 'Due',
  purchaseProducts: 'Due',
  purchaseOrders: 'On Hold',
};

const t = await createTestApp();
try {
  await fillAccount(t.db, ACCOUNT, ROWS);
  const token = (await signIn(t.app, 'grower@myfarm.example')).accessToken;
  const baseline = await timed(() => sql`select 1`.execute(t.db));
  const lists: { list: string; query: string; p50: number; p95: number }[] = [];
  for (const list of (Object.keys(MY_ACCOUNT_LISTS) as MyAccountListName[]).filter((name): name is BulkList => name !== 'movements' && name !== 'samples')) {
    const { path, sorts } = MY_ACCOUNT_LISTS[list];
    for (const [name, template] of Object.entries(cases)) {
      const url = `/api/accounts/${ACCOUNT}/${path}?${template.replace('{status}', statusOf[list]).replace('{product}', encodeURIComponent(productOf[list])).replace('{sort}', sorts[1]!)}`;
      const check = await t.app.inject({ url, headers: bearer(token) });
      if (check.statusCode !== 200) throw new Error(`${url}: ${check.statusCode} ${check.body}`);
      lists.push({ list, query: name, ...(await timed(() => t.app.inject({ url, headers: bearer(token) }))) });
    }
  }

  // The export over real HTTP, read as it streams and thrown away, so only the server's memory is in the figure:
  // once for a month of rows and once for all of them, so 'flat' is seen as the same growth for 30 times the rows.
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const exportOf = (query: string) => csvExport(`${address}/api/accounts/${ACCOUNT}/purchase/products?${query}`, bearer(token));
  const csvMonth = await exportOf('dateFrom=2024-03-01&dateTo=2024-03-31');
  const csv = await exportOf('');
  console.log(
    JSON.stringify({
      rows: ROWS,
      baseline,
      lists,
      csv,
      csvMonth,
    }),
  );
} finally {
  await t.close();
}
