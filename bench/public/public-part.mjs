// `npm run bench -- public` (issue 27 §1): 60 s of partner traffic at 500 requests a second on /api/public/prices
// (a valid key within and then over its allowance, unknown keys, another site's origin, and one address over its
// own allowance), and beside it, one request at a time as a farmer's page makes them, /readyz and the signed-in
// accounts read. Their p99 under the flood is set beside the same probes measured quietly just before, on PGlite
// and on PostgreSQL. The goal: both keep a p99 of at most 100 ms while the flood runs.
import autocannon from 'autocannon';
import { onLeasedPostgres } from '../lib/postgres.mjs';
import { startPortal } from '../lib/portal-server.mjs';
import { percent, printTable } from '../lib/report.mjs';
import { growerToken } from '../lib/sign-in.mjs';

export const PROBE_P99_GOAL_MS = 100;
const FLOOD_RATE = 500;
const FLOOD_SECONDS = 60;
const QUIET_SECONDS = 15;
const DEMO_KEY = 'demo-partner-key';
const PRICES = '/api/public/prices?commodity=Feed%20Wheat&postcode=CB21%205XE&priceType=XFH';
/** Partner pages' visitors: many addresses, each well within its allowance. */
const VISITORS = 400;
/** One address behind a tenth of the flood: over its allowance within seconds. */
const NOISY_ADDRESS = '198.51.100.250';

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const visitor = () => `203.0.${Math.floor(Math.random() * VISITORS) % 256}.${1 + Math.floor(Math.random() * 250)}`;

/** A request of the mix: who sends it (X-Forwarded-For, read because TRUST_PROXY trusts the loopback) and with what key. */
function floodRequest(origin) {
  const roll = Math.random();
  const address = roll < 0.1 ? NOISY_ADDRESS : visitor();
  const headers = { 'x-forwarded-for': address, origin };
  if (roll < 0.5) Object.assign(headers, { 'x-partner-key': DEMO_KEY });
  else if (roll < 0.85) Object.assign(headers, { 'x-partner-key': `unknown-${Math.random().toString(36).slice(2)}` });
  else Object.assign(headers, { 'x-partner-key': DEMO_KEY, origin: pick(['https://copycat.example', 'https://evil.example']) });
  return headers;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** Sends each probe in turn, one at a time, until `until()` says stop: resolves with each probe's p99 and failures. */
async function probe(portal, authorization, until) {
  const targets = { readyz: { url: `${portal}/readyz`, headers: {} }, accounts: { url: `${portal}/api/myuser/accounts`, headers: { authorization } } };
  const times = { readyz: [], accounts: [] };
  let failures = 0;
  while (!until()) {
    for (const [name, { url, headers }] of Object.entries(targets)) {
      const started = performance.now();
      const answer = await fetch(url, { headers });
      await answer.arrayBuffer();
      times[name].push(performance.now() - started);
      if (!answer.ok) failures += 1;
    }
  }
  const p99 = (list) =>
    Math.round(
      percentile(
        [...list].sort((a, b) => a - b),
        0.99,
      ) * 10,
    ) / 10;
  return { readyz: p99(times.readyz), accounts: p99(times.accounts), samples: times.readyz.length, failures };
}

const forSeconds = (secondsLong) => {
  const end = performance.now() + secondsLong * 1000;
  return () => performance.now() >= end;
};

async function measureOn(build, env) {
  const portal = await startPortal(build, { TRUST_PROXY: 'loopback', ...env });
  try {
    const authorization = `Bearer ${await growerToken(portal.url)}`;
    const origin = new URL(portal.url).origin;
    const quiet = await probe(portal.url, authorization, forSeconds(QUIET_SECONDS));
    let flooding = true;
    const flood = autocannon({
      url: `${portal.url}${PRICES}`,
      connections: 50,
      overallRate: FLOOD_RATE,
      duration: FLOOD_SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...floodRequest(origin) } }) }],
    });
    const [floodResult, loaded] = await Promise.all([
      flood.then((result) => {
        flooding = false;
        return result;
      }),
      probe(portal.url, authorization, () => !flooding),
    ]);
    const statuses = Object.fromEntries(Object.entries(floodResult.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
    return { quiet, loaded, flood: { rps: floodResult.requests.average, statuses, errors: floodResult.errors + floodResult.timeouts } };
  } finally {
    await portal.stop();
  }
}

async function onPostgres(build) {
  const outcome = await onLeasedPostgres(async (lease) => ({ version: lease.version, ...(await measureOn(build, { DATABASE_URL: lease.databaseUrl })) }));
  return outcome.unavailable ? { skipped: `no PostgreSQL could be started (${outcome.unavailable})` } : outcome;
}

const statusText = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');

function rowsOf(database, { quiet, loaded, flood }) {
  const within = (ms) => (ms <= PROBE_P99_GOAL_MS ? 'yes' : 'NO');
  return [
    [database, `partner flood: ${Math.round(flood.rps)} req/s (${statusText(flood.statuses)}; ${flood.errors} errors)`, '', '', '', ''],
    [database, 'GET /readyz, one at a time', `${quiet.readyz} ms`, `${loaded.readyz} ms`, (loaded.readyz / quiet.readyz).toFixed(1), within(loaded.readyz)],
    [
      database,
      'GET /api/myuser/accounts, one at a time',
      `${quiet.accounts} ms`,
      `${loaded.accounts} ms`,
      (loaded.accounts / quiet.accounts).toFixed(1),
      within(loaded.accounts),
    ],
  ];
}

/** Resolves with `{ PGlite: { quiet, loaded, flood }, PostgreSQL: { version, quiet, loaded, flood } | { skipped } }`. */
export async function runPublic({ build }) {
  const results = { PGlite: await measureOn(build, {}), PostgreSQL: await onPostgres(build) };
  console.log(`${FLOOD_SECONDS} s of partner traffic at ${FLOOD_RATE} requests/s (autocannon, 50 connections), beside probes one at a time`);
  console.log(`(quiet: the probes alone for ${QUIET_SECONDS} s just before); goal: p99 ≤ ${PROBE_P99_GOAL_MS} ms under the flood\n`);
  const rows = rowsOf('PGlite', results.PGlite);
  if (results.PostgreSQL.skipped) console.log(`PostgreSQL: skipped, ${results.PostgreSQL.skipped}.\n`);
  else rows.push(...rowsOf(`PostgreSQL ${results.PostgreSQL.version}`, results.PostgreSQL));
  printTable(['database', 'measure', 'p99 quiet', 'p99 flood', 'flood / quiet', `≤ ${PROBE_P99_GOAL_MS} ms`], rows, { right: [2, 3, 4] });
  const share = (result) => (result.flood ? (result.flood.statuses['429'] ?? 0) / Object.values(result.flood.statuses).reduce((a, b) => a + b, 0) : 0);
  console.log(
    `\nRefused with 429: ${percent(share(results.PGlite))} on PGlite${results.PostgreSQL.skipped ? '' : `, ${percent(share(results.PostgreSQL))} on PostgreSQL`}.`,
  );
  return results;
}
