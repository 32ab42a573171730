// `npm run bench -- ingest`: issue 29's integration API under a merchant's first load, on PostgreSQL. The production
// server (one process, as deployed) takes BENCH_INGEST_RECORDS moved loads (1,000,000 by default) in batches of
// 10,000 through POST /api/integration/v1/batch with a client-credentials token; meanwhile grower@'s movements list
// is called 20 times a second, and the server's resident memory is read every second. Reported: records a second,
// each batch's time, the list's p50/p95 during the ingest beside before it, and the memory's start, peak and end.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/build/import-map.mjs';
import { onLeasedPostgres } from '../lib/postgres.mjs';
import { startPortal } from '../lib/portal-server.mjs';
import { printTable } from '../lib/report.mjs';
import { growerToken } from '../lib/sign-in.mjs';

export const INGEST_RATE_GOAL = 5_000;
export const INGEST_LIST_P95_GOAL_MS = 20;
const RECORDS = Number(process.env.BENCH_INGEST_RECORDS ?? 1_000_000);
const BATCH = 10_000;
const ACCOUNT = 'BNCH0001';

const run = promisify(execFile);
const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const count = (value) => value.toLocaleString('en-GB');
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** The server process's resident memory (Linux), in bytes. */
async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
}

/** Registers a client with the movements and accounts scopes through `npm run integrations`, as a merchant's IT would. */
async function addClient(databaseUrl) {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'server/src/cli/integrations-main.ts'),
      'add',
      '--name',
      'Bench weighbridge',
      '--scopes',
      'accounts:write,movements:write',
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: databaseUrl, PUBLIC_URL: 'http://localhost' } },
  );
  return { clientId: /^Client id: (\S+)$/m.exec(stdout)[1], secret: /: (\S+)\s*$/.exec(stdout.trim())[1] };
}

async function clientToken(url, { clientId, secret }) {
  const response = await fetch(`${url}/oidc/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'accounts:write movements:write' }),
  });
  if (!response.ok) throw new Error(`client credentials: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** One batch of moved loads, numbered from `first`: NDJSON, as a weighbridge system would send them. */
function loads(first, size) {
  const lines = [];
  for (let n = first; n < first + size; n += 1) {
    const day = new Date(Date.UTC(2025, 6, 1) + (n % 365) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      JSON.stringify({
        kind: 'movement',
        externalId: `BENCH-${n}`,
        version: 1,
        data: {
          status: 'moved',
          date: day,
          product: n % 3 ? 'Feed Wheat' : 'Oilseed Rape',
          netWeight: 20 + (n % 900) / 100,
          weighbridgeTicket: `WB${n}`,
          vehicle: `AB${n % 100} CDE`,
          haulier: ['Fenland Haulage', 'Ouse Valley Transport', 'Breckland Bulk'][n % 3],
          splits: [{ accountReference: ACCOUNT, percent: 100 }],
        },
      }),
    );
  }
  return lines.join('\n');
}

async function post(url, token, body) {
  const response = await fetch(`${url}/api/integration/v1/batch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-ndjson' },
    body,
  });
  if (!response.ok) throw new Error(`batch: ${response.status} ${await response.text()}`);
  const results = (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  const rejected = results.filter((result) => result.result === 'rejected');
  if (rejected.length) throw new Error(`${rejected.length} records rejected, the first: ${JSON.stringify(rejected[0])}`);
  return results.length;
}

/** A busy farm office's pace: every user of the portal opening the movements grid at once, 20 calls a second. */
const LIST_CALL_EVERY_MS = 50;

/** Calls grower@'s movements list (page 1, the grid's default) until `stop()` is true; the times of each call. */
async function listCalls(url, token, stop) {
  const times = [];
  while (!stop()) {
    const started = performance.now();
    const next = new Promise((resolve) => setTimeout(resolve, LIST_CALL_EVERY_MS));
    const response = await fetch(`${url}/api/accounts/HARR0001/movements?perPage=25`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`movements list: ${response.status}`);
    times.push(performance.now() - started);
    await next;
  }
  return times;
}

export async function runIngest({ build }) {
  const outcome = await onLeasedPostgres(async (lease) => {
    const portal = await startPortal(build, { DATABASE_URL: lease.databaseUrl, ACCESS_TOKEN_TTL_SECONDS: '86400' });
    try {
      const client = await addClient(lease.databaseUrl);
      const token = await clientToken(portal.url, client);
      const grower = await growerToken(portal.url);
      await post(portal.url, token, JSON.stringify({ kind: 'account', externalId: ACCOUNT, version: 1, data: { name: 'Bench Farms', postcode: 'CB7 4AB' } }));

      let done = false;
      const before = await listCalls(
        portal.url,
        grower,
        (() => {
          const until = performance.now() + 10_000;
          return () => performance.now() > until;
        })(),
      );
      const memory = [await rssOf(portal.pid)];
      const sampler = setInterval(() => void rssOf(portal.pid).then((rss) => memory.push(rss)), 1000);
      const during = listCalls(portal.url, grower, () => done);
      const batches = [];
      const started = performance.now();
      try {
        for (let first = 0; first < RECORDS; first += BATCH) {
          const body = loads(first, Math.min(BATCH, RECORDS - first));
          const batchStarted = performance.now();
          await post(portal.url, token, body);
          batches.push(performance.now() - batchStarted);
        }
      } finally {
        done = true;
        clearInterval(sampler);
      }
      const totalMs = performance.now() - started;
      const listDuring = await during;
      memory.push(await rssOf(portal.pid));
      return {
        version: lease.version,
        records: RECORDS,
        totalMs,
        rate: RECORDS / (totalMs / 1000),
        batchP50: percentile(batches, 50),
        batchMax: Math.max(...batches),
        listBefore: { calls: before.length, p50: percentile(before, 50), p95: percentile(before, 95) },
        listDuring: { calls: listDuring.length, p50: percentile(listDuring, 50), p95: percentile(listDuring, 95) },
        rss: {
          start: memory[0],
          peak: Math.max(...memory),
          end: memory.at(-1),
          firstTenthPeak: Math.max(...memory.slice(0, Math.max(2, Math.ceil(memory.length / 10)))),
        },
      };
    } finally {
      await portal.stop();
    }
  });
  if (outcome.unavailable) {
    console.log(`Not run: ${outcome.unavailable}`);
    return { skipped: true };
  }
  const { listBefore, listDuring, rss } = outcome;
  console.log(
    `PostgreSQL ${outcome.version}; ${count(outcome.records)} moved loads in batches of ${count(BATCH)} through POST /api/integration/v1/batch, ` +
      `one production server, grower@'s movements list (page 1) called 20 times a second throughout.\n`,
  );
  printTable(
    ['measure', 'value', 'goal'],
    [
      ['records a second', `${count(Math.round(outcome.rate))} (${(outcome.totalMs / 1000).toFixed(0)} s in all)`, `≥ ${count(INGEST_RATE_GOAL)}`],
      ['a batch of 10,000: p50 / slowest', `${(outcome.batchP50 / 1000).toFixed(1)} s / ${(outcome.batchMax / 1000).toFixed(1)} s`, ''],
      ['movements list before: p50 / p95', `${ms(listBefore.p50)} / ${ms(listBefore.p95)} (${count(listBefore.calls)} calls)`, '(baseline)'],
      [
        'movements list during: p50 / p95',
        `${ms(listDuring.p50)} / ${ms(listDuring.p95)} (${count(listDuring.calls)} calls)`,
        `p95 ≤ ${INGEST_LIST_P95_GOAL_MS} ms`,
      ],
      ['p95 during / before', `${(listDuring.p95 / listBefore.p95).toFixed(1)}x`, ''],
      ['server RSS: start, peak of the first tenth, peak, end', `${mb(rss.start)}, ${mb(rss.firstTenthPeak)}, ${mb(rss.peak)}, ${mb(rss.end)}`, 'flat'],
    ],
  );
  return outcome;
}
