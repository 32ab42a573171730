// Run by movements-part.mjs under tsx on the PostgreSQL of DATABASE_URL: the movements grid's list call over an
// account with ROWS movements (seed-movements.ts), for each query the grid makes, beside a `select 1` round trip of
// the same run; the first (uncounted) call of two of them; and the memory and first byte of CSV exports of a month
// and of every row. Prints one JSON line.
import { MY_ACCOUNT_LISTS } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import { bearer, createTestApp, signIn } from '../../server/src/testing';
import { csvExport, timed } from '../lib/api-timing';
import { HAULIERS, seedMovements } from './seed-movements';

const ROWS = Number(process.env.BENCH_MOVEMENT_ROWS ?? 1_000_000);
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 2000);
const ACCOUNT = 'HARR0001';
const PER_PAGE = 25;

const day = (date: Date) => date.toISOString().slice(0, 10);
const today = day(new Date());
/** The last whole harvest year (1 July to 30 June, 364 days apart): the 365-day range a farm office looks at. */
const harvest = Number(today.slice(0, 4)) - (today.slice(5) < '07-01' ? 2 : 1);
const harvestRange = `dateFrom=${harvest}-07-01&dateTo=${harvest + 1}-06-30`;

// The walk to the deep page outlasts the default five-minute access token.
const t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
try {
  const seedStarted = performance.now();
  await seedMovements(t.db, ACCOUNT, { rows: ROWS, today });
  const seedMs = performance.now() - seedStarted;
  await t.db.updateTable('feature_toggles').set({ enabled: true }).where('id', '=', MY_ACCOUNT_LISTS.movements.csvFlag).execute();
  const token = (await signIn(t.app, 'grower@myfarm.example')).accessToken;
  const list = `/api/accounts/${ACCOUNT}/movements`;
  const get = async (query: string) => {
    const response = await t.app.inject({ url: `${list}?${query}`, headers: bearer(token) });
    if (response.statusCode !== 200) throw new Error(`${query}: ${response.statusCode} ${response.body}`);
    return response.json().data as { totalItems: number; nextCursor: string | null };
  };
  const once = async (query: string) => {
    const started = performance.now();
    const page = await get(query);
    return { ms: performance.now() - started, totalItems: page.totalItems };
  };

  // Counted once per filter set and account version: the first call of the screen's default and of a year.
  const firstCalls = {
    'page 1': await once(`perPage=${PER_PAGE}`),
    [`365 days (${harvest}-07-01 to ${harvest + 1}-06-30)`]: await once(`perPage=${PER_PAGE}&${harvestRange}`),
  };

  // A contract and a ticket the data holds, and a haulier's name (one of 40), as the grid's user would type them.
  const { rows: picks } = await sql<{ contract: string; ticket: string }>`select contract_reference as contract, weighbridge as ticket
    from movements where account_reference = ${ACCOUNT} and complete and contract_reference like 'SC%' order by reference limit 1 offset 12345`.execute(t.db);
  const pick = picks[0]!;
  const haulierWord = HAULIERS[1]!.split(' ')[0]!;
  const contractFragment = pick.contract.slice(0, 6);

  const cases: { group: string; query: string; url: string; contrast?: boolean }[] = [];
  const add = (group: string, query: string, url: string, contrast = false) => cases.push({ group, query, url, contrast });
  add('page 1', 'date, newest first (the default)', `perPage=${PER_PAGE}`);

  // The deep page as the grid reaches it: Next after Next, each with the cursor of the page before.
  let cursor: string | null = null;
  const walkStarted = performance.now();
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    cursor = (await get(`page=${page}&perPage=${PER_PAGE}${cursor ? `&after=${encodeURIComponent(cursor)}` : ''}`)).nextCursor;
  }
  const walkMs = performance.now() - walkStarted;
  add('deep page', `page ${DEEP_PAGE} after the cursor of page ${DEEP_PAGE - 1}`, `page=${DEEP_PAGE}&perPage=${PER_PAGE}&after=${encodeURIComponent(cursor!)}`);
  add('deep page', `page ${DEEP_PAGE} by offset (contrast, not the grid's way)`, `page=${DEEP_PAGE}&perPage=${PER_PAGE}`, true);

  for (const sort of MY_ACCOUNT_LISTS.movements.sorts) {
    for (const dir of ['asc', 'desc'] as const) add('sort', `${sort} ${dir}`, `perPage=${PER_PAGE}&orderBy=${sort}&orderDir=${dir}`);
  }
  add('date range', '365 days, newest first', `perPage=${PER_PAGE}&${harvestRange}`);
  add('date range', '365 days, by product', `perPage=${PER_PAGE}&${harvestRange}&orderBy=product&orderDir=asc`);
  add('status', 'Planned', `perPage=${PER_PAGE}&status=planned`);
  add('status', 'Moved', `perPage=${PER_PAGE}&status=complete`);
  add('quick search', `contract fragment '${contractFragment}'`, `perPage=${PER_PAGE}&search=${encodeURIComponent(contractFragment)}`);
  add('quick search', `haulier '${haulierWord}'`, `perPage=${PER_PAGE}&search=${encodeURIComponent(haulierWord)}`);
  add('header filter', `contract '${contractFragment}'`, `perPage=${PER_PAGE}&contractReference=${encodeURIComponent(contractFragment)}`);
  add('header filter', `weighbridge starts '${pick.ticket.slice(0, 4)}'`, `perPage=${PER_PAGE}&weighbridge=${pick.ticket.slice(0, 4)}`);
  add('header filter', `weighbridge starts '${pick.ticket.slice(0, 2)}'`, `perPage=${PER_PAGE}&weighbridge=${pick.ticket.slice(0, 2)}`);
  add('header filter', 'quantity 29', `perPage=${PER_PAGE}&quantity=29`);
  add('header filter', `haulier '${haulierWord}'`, `perPage=${PER_PAGE}&haulier=${encodeURIComponent(haulierWord)}`);

  const baseline = await timed(() => sql`select 1`.execute(t.db));
  const results = [];
  for (const { group, query, url, contrast } of cases) {
    const { totalItems } = await get(url);
    results.push({ group, query, contrast, totalItems, ...(await timed(() => get(url))) });
  }

  // The export over real HTTP, read as it streams and thrown away, so only the server's memory is in the figure:
  // a month of rows, then every one; 'flat' is the same growth for many times the rows.
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const exportOf = (query: string) => csvExport(`${address}${list}?${query}`, bearer(token));
  const csvMonth = await exportOf(`dateFrom=${harvest}-08-01&dateTo=${harvest}-08-31`);
  const csv = await exportOf('');
  console.log(JSON.stringify({ rows: ROWS, seedMs, walkMs, deepPage: DEEP_PAGE, baseline, firstCalls, cases: results, csv, csvMonth }));
} finally {
  await t.close();
}
