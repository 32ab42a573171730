// `npm run bench -- api`: the portal's reads under 50 connections, and selling (quotes, and sales made of a quote and
// a contract) under 10, on PGlite and on PostgreSQL, each as a share of a bare Fastify route's requests a second
// measured in the same run (the machine is small and shared: only ratios to a baseline of the same minute mean much);
// and one request at a time, the two-year chart history (issue 10), beside the bare route's latency.
import { onLeasedPostgres } from '../lib/postgres.mjs';
import { startPortal } from '../lib/portal-server.mjs';
import { growerToken } from '../lib/sign-in.mjs';
import { percent, printTable } from '../lib/report.mjs';
import { startBareFastify } from './bare-server.mjs';
import { measureLatency } from './latency.mjs';
import { CONNECTIONS, loadTest } from './load-test.mjs';
import { measureSelling, SELLING_CONNECTIONS } from './selling-load.mjs';

/** The reads a signed-in start-up makes first, and the load balancer's health check. */
const READS = [
  { path: '/healthz', signedIn: false },
  { path: '/api/user', signedIn: true },
  { path: '/api/myuser/accounts', signedIn: true },
];

/** The chart modal's first call on a desktop (issue 10): two years of daily closes of the nearest month. */
const CHART_HISTORY_PATH = '/api/commodities/LIFFE-FEED-WHEAT/history/chart?period=2Y';

/** The bare route, each read against the portal running on the database `env` names, then the bare route again. */
async function measureOn(build, env) {
  // Selling is measured too, so the market is open at any hour the bench runs.
  const [bare, portal] = [await startBareFastify(), await startPortal(build, { TRADING_HOURS: 'Mon-Sun 00:00-24:00', ...env })];
  try {
    const authorization = `Bearer ${await growerToken(portal.url)}`;
    // The baseline is measured before and after the reads, and averaged: other work on the machine comes and goes.
    const before = await loadTest(`${bare.url}/`);
    const reads = {};
    for (const read of READS) {
      const headers = read.signedIn ? { authorization } : {};
      const answer = await fetch(`${portal.url}${read.path}`, { headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`GET ${read.path} answered ${answer.status} before the load test.`);
      reads[read.path] = await loadTest(`${portal.url}${read.path}`, headers);
    }
    const selling = await measureSelling(portal.url, authorization);
    // The first call fills the stored bars; the measured ones read them, as every later farmer's does.
    const chart = { history: await measureLatency(`${portal.url}${CHART_HISTORY_PATH}`, { authorization }), bare: await measureLatency(`${bare.url}/`) };
    const after = await loadTest(`${bare.url}/`);
    const baseline = {
      rps: (before.rps + after.rps) / 2,
      p99Ms: Math.max(before.p99Ms, after.p99Ms),
      failures: before.failures + after.failures,
      before: before.rps,
      after: after.rps,
    };
    for (const measured of [...Object.values(reads), ...Object.values(selling)]) measured.share = measured.rps / baseline.rps;
    return { bare: baseline, reads, selling, chart };
  } finally {
    await Promise.all([bare.stop(), portal.stop()]);
  }
}

async function onPostgres(build) {
  const outcome = await onLeasedPostgres(async (lease) => ({ version: lease.version, ...(await measureOn(build, { DATABASE_URL: lease.databaseUrl })) }));
  return outcome.unavailable ? { skipped: `no PostgreSQL could be started (${outcome.unavailable})` } : outcome;
}

const rowsOf = (database, result) => [
  [
    database,
    `bare Fastify GET / (${Math.round(result.bare.before)} before, ${Math.round(result.bare.after)} after)`,
    Math.round(result.bare.rps),
    `${result.bare.p99Ms} ms`,
    '100 %',
    result.bare.failures,
  ],
  ...READS.map(({ path }) => {
    const read = result.reads[path];
    return [database, `GET ${path}`, Math.round(read.rps), `${read.p99Ms} ms`, percent(read.share), read.failures];
  }),
  ...[
    ['quotes', `POST .../quotes (${SELLING_CONNECTIONS} connections)`],
    ['sales', `sales: a quote, then POST .../contracts (contracts/s)`],
  ].map(([name, label]) => {
    const measured = result.selling[name];
    return [database, label, measured.rps.toFixed(1), `${measured.p99Ms} ms`, percent(measured.share), measured.failures];
  }),
];

const chartRowsOf = (database, { chart }) => [
  [database, 'bare Fastify GET /', `${chart.bare.p50Ms} ms`, `${chart.bare.p95Ms} ms`, '1.0', chart.bare.failures],
  [
    database,
    `GET ${CHART_HISTORY_PATH}`,
    `${chart.history.p50Ms} ms`,
    `${chart.history.p95Ms} ms`,
    (chart.history.p95Ms / chart.bare.p95Ms).toFixed(1),
    chart.history.failures,
  ],
];

/** Resolves with `{ PGlite: { bare, reads, selling, chart }, PostgreSQL: { version, bare, reads, selling, chart } | { skipped } }`. */
export async function runApi({ build }) {
  const results = { PGlite: await measureOn(build, {}), PostgreSQL: await onPostgres(build) };
  console.log(`autocannon, ${CONNECTIONS} connections; the portal at its default log level, the bare route with logging off\n`);
  const rows = rowsOf('PGlite', results.PGlite);
  if (results.PostgreSQL.skipped) console.log(`PostgreSQL: skipped, ${results.PostgreSQL.skipped}.\n`);
  else rows.push(...rowsOf(`PostgreSQL ${results.PostgreSQL.version}`, results.PostgreSQL));
  printTable(['database', 'route', 'req/s', 'p99', 'share of bare', 'failed'], rows, { right: [2, 3, 4, 5] });
  console.log('\nOne request at a time (300 after 20 unmeasured)\n');
  const chartRows = chartRowsOf('PGlite', results.PGlite);
  if (!results.PostgreSQL.skipped) chartRows.push(...chartRowsOf(`PostgreSQL ${results.PostgreSQL.version}`, results.PostgreSQL));
  printTable(['database', 'route', 'p50', 'p95', 'p95 / bare p95', 'failed'], chartRows, { right: [2, 3, 4, 5] });
  return results;
}
