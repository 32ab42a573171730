// `npm run bench -- movements`: issue 14's movements grid on PostgreSQL over one account with 1,000,000 movements
// (bench/movements/seed-movements.ts): the p50 and p95 of the list call for every query the grid makes (goal p95
// ≤ 20 ms), each beside a `select 1` round trip of the same run, the first (uncounted) calls, and the memory and first
// byte of CSV exports of a month and of every row (goal: flat).
import { runJsonScript } from '../lib/json-script.mjs';
import { onLeasedPostgres } from '../lib/postgres.mjs';
import { printTable } from '../lib/report.mjs';
import { LONG_TASK_GOAL_MS, measureScrollFrames } from './scroll-frames.mjs';

export const MOVEMENTS_P95_GOAL_MS = 20;
const RUNS_NOTE = '5 warm-up and 40 measured calls of each, through the API (inject, with the access token).';

const ms = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const count = (value) => value.toLocaleString('en-GB');

export async function runMovements({ build }) {
  const api = await measureApi();
  console.log('');
  const frames = await measureScrollFrames(build);
  if (frames.skipped) console.log(`Scrolling 10,000 rows in All: not run (${frames.skipped}).`);
  else
    console.log(
      `Scrolling ${count(frames.rows)} rows in All (${frames.steps} steps of 120 px, one a frame, ${(frames.totalMs / 1000).toFixed(1)} s): frame time p50 ${ms(frames.frameP50)}, ` +
        `p95 ${ms(frames.frameP95)}, longest ${ms(frames.frameMax)}; ${frames.longTasks} long tasks (longest ${ms(frames.longestTaskMs)}; goal none over ${LONG_TASK_GOAL_MS} ms).`,
    );
  return { ...api, frames };
}

/** The list calls and the CSV exports over a million movements, on a PostgreSQL of their own. */
async function measureApi() {
  const outcome = await onLeasedPostgres(async (lease) => {
    const result = {
      version: lease.version,
      ...(await runJsonScript('bench/movements/movement-latency.ts', { DATABASE_URL: lease.databaseUrl }, ['--expose-gc'])),
    };
    const { baseline } = result;
    console.log(
      `PostgreSQL ${result.version}; ${count(result.rows)} movements of one account, seeded in ${(result.seedMs / 1000).toFixed(0)} s; ` +
        `select 1: p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}; ${RUNS_NOTE}\n`,
    );
    printTable(
      ['group', 'query', 'rows matched', 'p50', 'p95', 'select 1 p50 / p95', 'p50 / select 1', `p95 ≤ ${MOVEMENTS_P95_GOAL_MS} ms`],
      result.cases.map((row) => [
        row.group,
        row.query,
        count(row.totalItems),
        ms(row.p50),
        ms(row.p95),
        `${ms(baseline.p50)} / ${ms(baseline.p95)}`,
        `${Math.round(row.p50 / baseline.p50)}x`,
        row.contrast ? '(contrast)' : row.p95 <= MOVEMENTS_P95_GOAL_MS ? 'yes' : 'NO',
      ]),
      { right: [2, 3, 4, 6] },
    );
    console.log(`\nThe deep page's cursor was reached by ${count(result.deepPage - 1)} calls of Next in ${(result.walkMs / 1000).toFixed(1)} s.`);
    console.log('First call of a filter set (its total counted, then kept per account version):');
    for (const [query, call] of Object.entries(result.firstCalls)) console.log(`  ${query}: ${ms(call.ms)} (${count(call.totalItems)} rows)`);
    console.log('');
    const { csv, csvMonth } = result;
    printTable(
      ['CSV export', 'rows', 'size', 'first byte', 'whole file', 'RSS growth', 'heap growth (peak)', 'live heap growth (after GC)'],
      [
        ['movements, one month (August)', csvMonth],
        ['movements, all', csv],
      ].map(([name, run]) => [
        name,
        count(run.rows),
        mb(run.bytes),
        ms(run.firstByteMs),
        ms(run.totalMs),
        mb(run.rssGrowth),
        mb(run.heapGrowth),
        mb(run.liveHeapGrowth),
      ]),
      { right: [1, 2, 3, 4, 5, 6, 7] },
    );
    return result;
  });
  if (!outcome.unavailable) return outcome;
  console.log(`Not run: ${outcome.unavailable}`);
  return { skipped: true };
}
