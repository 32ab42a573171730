// `npm run bench -- my-account`: issue 13's My Account figures on PostgreSQL: the p95 of every list call over an
// account with 100,000 rows in each list (goal ≤ 20 ms), beside a `select 1` round trip measured in the same run,
// and the memory growth and first byte of a 100,000-row CSV export (goal: flat, under 30 MB).
import { runJsonScript } from '../lib/json-script.mjs';
import { onLeasedPostgres } from '../lib/postgres.mjs';
import { printTable } from '../lib/report.mjs';

export const LIST_P95_GOAL_MS = 20;
export const CSV_GROWTH_GOAL_BYTES = 30 * 2 ** 20;

const measureOn = (env) => runJsonScript('bench/my-account/list-latency.ts', env, ['--expose-gc']);

export async function runMyAccount() {
  const outcome = await onLeasedPostgres(async (lease) => {
    const result = { version: lease.version, ...(await measureOn({ DATABASE_URL: lease.databaseUrl })) };
    const ms = (value) => `${value.toFixed(1)} ms`;
    const base = result.baseline.p50;
    console.log(
      `PostgreSQL ${result.version}; ${result.rows.toLocaleString('en-GB')} rows in every list of one account; select 1: p50 ${ms(base)}, p95 ${ms(result.baseline.p95)}.\n`,
    );
    printTable(
      ['list', 'query', 'p50', 'p95', 'p50 / select 1', `p95 ≤ ${LIST_P95_GOAL_MS} ms`],
      result.lists.map((row) => [row.list, row.query, ms(row.p50), ms(row.p95), `${Math.round(row.p50 / base)}x`, row.p95 <= LIST_P95_GOAL_MS ? 'yes' : 'NO']),
      { right: [2, 3, 4] },
    );
    const { csv, csvMonth } = result;
    const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
    console.log('');
    printTable(
      ['CSV export', 'rows', 'size', 'first byte', 'whole file', 'RSS growth', 'heap growth', `growth < ${mb(CSV_GROWTH_GOAL_BYTES)}`],
      [
        ['purchases, product lines, one month', csvMonth],
        ['purchases, product lines, all', csv],
      ].map(([name, run]) => [
        name,
        run.rows,
        mb(run.bytes),
        ms(run.firstByteMs),
        ms(run.totalMs),
        mb(run.rssGrowth),
        mb(run.heapGrowth),
        run.rssGrowth < CSV_GROWTH_GOAL_BYTES ? 'yes' : 'NO',
      ]),
      { right: [1, 2, 3, 4, 5, 6] },
    );
    return result;
  });
  if (!outcome.unavailable) return outcome;
  console.log(`Not run: ${outcome.unavailable}`);
  return { skipped: true };
}
