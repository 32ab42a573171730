// `npm run bench -- alerts`: the time to evaluate one price tick against 100,000 active alerts (issue 11; goal
// ≤ 200 ms on PostgreSQL), on PGlite and PostgreSQL, beside a trivial transaction measured in the same run.
import { runJsonScript } from '../lib/json-script.mjs';
import { leasePostgres } from '../lib/postgres.mjs';
import { printTable } from '../lib/report.mjs';

export const ALERT_TICK_GOAL_MS = 200;

const evaluateOn = (env) => runJsonScript('bench/alerts/tick-evaluation.ts', env);

export async function runAlerts() {
  const results = { PGlite: await evaluateOn({ DATABASE_URL: '' }) };
  let lease;
  try {
    lease = await leasePostgres();
    results.PostgreSQL = { version: lease.version, ...(await evaluateOn({ DATABASE_URL: lease.databaseUrl })) };
  } catch (error) {
    results.PostgreSQL = { skipped: error.message.split('\n')[0] };
  } finally {
    await lease?.release();
  }
  const ms = (value) => `${value.toFixed(1)} ms`;
  printTable(
    ['database', 'active alerts', 'crossed by the tick', 'evaluate p50', 'evaluate p95', 'trivial transaction p50', 'p50 ratio'],
    Object.entries(results).map(([database, r]) =>
      r.skipped
        ? [database, 'not run', r.skipped, '', '', '', '']
        : [database, r.alerts, r.fired, ms(r.evaluateP50), ms(r.evaluateP95), ms(r.baselineP50), `${Math.round(r.evaluateP50 / r.baselineP50)}x`],
    ),
  );
  return results;
}
