// The closing table of `npm run bench`: the rows of issue 8's table (measure, figure then, goal), each with the
// figure this run measured and whether it meets the goal. A byte figure over its goal fails the bench (bytes are
// deterministic); a timing or throughput figure never does (a small shared machine is noisy).
import { ALERT_TICK_GOAL_MS } from './alerts/alerts-part.mjs';
import { INGEST_LIST_P95_GOAL_MS, INGEST_RATE_GOAL } from './ingest/ingest-part.mjs';
import { MOVEMENTS_P95_GOAL_MS } from './movements/movements-part.mjs';
import { PROBE_P99_GOAL_MS } from './public/public-part.mjs';
import { LONG_TASK_GOAL_MS } from './movements/scroll-frames.mjs';
import { CSV_GROWTH_GOAL_BYTES, LIST_P95_GOAL_MS } from './my-account/my-account-part.mjs';
import { DASHBOARD_COLD_BUDGET, EMBED_BUDGET, SIGNED_OUT_BUDGET } from './budgets.mjs';
import { NETWORKS } from './load/conditions.mjs';
import { kb, percent, printTable, seconds } from './lib/report.mjs';

const [LOOPBACK, SLOW_4G] = NETWORKS.map((network) => network.name);

const time = (ms) => (ms === undefined ? 'n/a' : seconds(ms));
/** A goal of at most `limitMs`: undefined (not measured) stays undefined. */
const within = (ms, limitMs) => (ms === undefined ? false : ms <= limitMs);

/** A row's evaluation: the cold dashboard's LCP and heading on `network`, each against its goal. */
const coldLcpAndHeading =
  (network, lcpGoalMs, headingGoalMs) =>
  ({ load }) => {
    const cold = load?.dashboard[network].cold;
    return (
      cold && {
        value: `${time(cold.lcpMs)} / ${time(cold.visibleMs)}`,
        checks: [{ ok: within(cold.lcpMs, lcpGoalMs) }, { ok: within(cold.visibleMs, headingGoalMs) }],
      }
    );
  };

/** A row's evaluation: the bytes an embeddable widget sends a partner page, against the embed budget. */
const embedBytes =
  (tag) =>
  ({ sizes }) => {
    const embed = sizes?.embeds.find((e) => e.tag === tag);
    return embed && { value: `${kb(embed.bytes)} (br)`, checks: [{ ok: embed.bytes <= EMBED_BUDGET, bytes: true }] };
  };

// Each row: `measure`, `now` and `goal` as issue 8 writes them; `evaluate(results)` gives the measured value and
// its checks (`{ ok, bytes }`), or undefined when the part that measures it did not run.
const ROWS = [
  {
    measure: 'dashboard cold: bytes over the wire',
    now: '1,334 KB in 49 requests',
    goal: '≤ 350 KB',
    evaluate: ({ load }) => {
      const cold = load?.dashboard[LOOPBACK].cold;
      return cold && { value: `${kb(cold.bytes)} in ${cold.requests} requests`, checks: [{ ok: cold.bytes <= DASHBOARD_COLD_BUDGET, bytes: true }] };
    },
  },
  {
    measure: 'dashboard cold, loopback: LCP / page heading visible',
    now: '1.7-1.9 s / 3.1 s',
    goal: '≤ 1.2 s / ≤ 1.5 s',
    evaluate: coldLcpAndHeading(LOOPBACK, 1200, 1500),
  },
  {
    measure: 'dashboard cold, 150 ms RTT and 1.6 Mbps: LCP / heading',
    now: '5.9 s / 11 s',
    goal: '≤ 2.5 s / ≤ 3 s',
    evaluate: coldLcpAndHeading(SLOW_4G, 2500, 3000),
  },
  {
    measure: 'dashboard warm (cached), loopback: heading visible',
    now: '2.6-3.3 s',
    goal: '≤ 0.8 s',
    evaluate: ({ load }) => {
      const warm = load?.dashboard[LOOPBACK].warm;
      return warm && { value: time(warm.visibleMs), checks: [{ ok: within(warm.visibleMs, 800) }] };
    },
  },
  {
    measure: "`GET /api/myuser/accounts`, 50 connections, as a share of a bare Fastify route's req/s in the same run",
    now: '0.7 % on PGlite (p99 2.2 s), 2.1 % on PostgreSQL',
    goal: '≥ 50 % on PostgreSQL, ≥ 20 % on PGlite',
    evaluate: ({ api }) => api && shares(api, '/api/myuser/accounts', { PGlite: 0.2, PostgreSQL: 0.5 }),
  },
  {
    measure: '`GET /healthz`, same comparison',
    now: '6.7 % PGlite, 18 % PostgreSQL',
    goal: '≥ 70 %',
    evaluate: ({ api }) => api && shares(api, '/healthz', { PGlite: 0.7, PostgreSQL: 0.7 }),
  },
  {
    measure: '`/embed/farm-weather.js` and its chunks, bytes over the wire',
    now: 'about 300 KB (sent uncompressed)',
    goal: '≤ 100 KB with React',
    evaluate: embedBytes('farm-weather'),
  },
  {
    measure: '`/embed/farm-prices.js` and its chunks, bytes over the wire (issue 9)',
    now: 'new',
    goal: '≤ 100 KB with React',
    evaluate: embedBytes('farm-prices'),
  },
  {
    measure:
      '`/embed/farm-market-chart.js` and its chunks, React included, br (what browsers are sent) / gzip (issue 10; lightweight-charts loads when it draws)',
    now: 'new',
    goal: '≤ 100 KB with React',
    // The byte budget, as for every embed, is on what the server sends (br); gzip is reported beside it.
    evaluate: ({ sizes }) => {
      const embed = sizes?.embeds.find((e) => e.tag === 'farm-market-chart');
      return (
        embed && {
          value: `${kb(embed.bytes)} (br) / ${kb(embed.gzipBytes)} (gzip)`,
          checks: [{ ok: embed.bytes <= EMBED_BUDGET, bytes: true }, { ok: embed.gzipBytes <= EMBED_BUDGET }],
        }
      );
    },
  },
  {
    measure: 'two-year chart history, `GET /api/commodities/{id}/history/chart?period=2Y`, one request at a time: p95 (issue 10)',
    now: 'new',
    goal: '≤ 20 ms',
    evaluate: ({ api }) => {
      if (!api) return undefined;
      const measured = Object.entries(api).filter(([, result]) => !result.skipped);
      return {
        value: measured.map(([database, { chart }]) => `${chart.history.p95Ms} ms on ${database} (bare route ${chart.bare.p95Ms} ms)`).join(', '),
        checks: measured.map(([, { chart }]) => ({ ok: chart.history.p95Ms <= 20 })),
        incomplete: measured.length < 2,
      };
    },
  },
  {
    measure: 'one price tick evaluated against 100,000 active alerts (1,000 crossed), on PostgreSQL: p95 (issue 11)',
    now: 'n/a (new)',
    goal: `≤ ${ALERT_TICK_GOAL_MS} ms`,
    evaluate: ({ alerts }) => {
      const pg = alerts?.PostgreSQL;
      if (!pg || pg.skipped) return undefined;
      return {
        value: `${pg.evaluateP95.toFixed(0)} ms (PGlite ${alerts.PGlite.evaluateP95.toFixed(0)} ms)`,
        checks: [{ ok: pg.evaluateP95 <= ALERT_TICK_GOAL_MS }],
      };
    },
  },
  {
    measure: 'My Account list calls over an account with 100,000 rows per list, on PostgreSQL: the slowest p95 (issue 13)',
    now: 'n/a (new)',
    goal: `≤ ${LIST_P95_GOAL_MS} ms`,
    evaluate: ({ 'my-account': result }) => {
      if (!result || result.skipped) return undefined;
      const slowest = result.lists.reduce((worst, row) => (row.p95 > worst.p95 ? row : worst));
      return {
        value: `${slowest.p95.toFixed(1)} ms (${slowest.list}, ${slowest.query}; select 1 p95 ${result.baseline.p95.toFixed(1)} ms)`,
        checks: [{ ok: slowest.p95 <= LIST_P95_GOAL_MS }],
      };
    },
  },
  {
    measure: 'CSV export of 100,000 rows: memory growth of the server, and its first byte (issue 13)',
    now: 'n/a (new)',
    goal: `< ${CSV_GROWTH_GOAL_BYTES / 2 ** 20} MB`,
    evaluate: ({ 'my-account': result }) => {
      if (!result || result.skipped) return undefined;
      const { csv } = result;
      return {
        value: `${(csv.rssGrowth / 2 ** 20).toFixed(1)} MB for ${csv.rows} rows, first byte ${csv.firstByteMs.toFixed(0)} ms`,
        checks: [{ ok: csv.rssGrowth < CSV_GROWTH_GOAL_BYTES }],
      };
    },
  },
  {
    measure:
      'movements list call over 1,000,000 movements of one account, every query of the grid (page 1, page 2,000 by cursor, each sort both ways, 365 days, Planned, Moved, quick search, header filters), on PostgreSQL: the slowest p95 (issue 14)',
    now: 'n/a (new)',
    goal: `≤ ${MOVEMENTS_P95_GOAL_MS} ms`,
    evaluate: ({ movements }) => {
      if (!movements || movements.skipped) return undefined;
      const measured = movements.cases.filter((row) => !row.contrast);
      const slowest = measured.reduce((worst, row) => (row.p95 > worst.p95 ? row : worst));
      return {
        value: `${slowest.p95.toFixed(1)} ms (${slowest.group}, ${slowest.query}; select 1 p95 ${movements.baseline.p95.toFixed(1)} ms)`,
        checks: measured.map((row) => ({ ok: row.p95 <= MOVEMENTS_P95_GOAL_MS })),
      };
    },
  },
  {
    measure: "CSV export of 1,000,000 movements: memory growth of the server beside a month's export (flat), and its first byte (issue 14)",
    now: 'n/a (new)',
    goal: `flat, < ${CSV_GROWTH_GOAL_BYTES / 2 ** 20} MB`,
    evaluate: ({ movements }) => {
      if (!movements || movements.skipped) return undefined;
      const { csv, csvMonth } = movements;
      const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
      return {
        value: `RSS ${mb(csv.rssGrowth)}, live heap ${mb(csv.liveHeapGrowth)} for ${csv.rows.toLocaleString('en-GB')} rows (a month: ${mb(csvMonth.rssGrowth)}, ${mb(csvMonth.liveHeapGrowth)}), first byte ${csv.firstByteMs.toFixed(0)} ms, whole file ${(csv.totalMs / 1000).toFixed(1)} s`,
        checks: [{ ok: csv.rssGrowth < CSV_GROWTH_GOAL_BYTES }],
      };
    },
  },
  {
    measure: 'movements grid scrolled top to bottom through 10,000 rows in All, in Chromium: frame time p95 and long tasks (issue 14)',
    now: 'n/a (new)',
    goal: `no long task over ${LONG_TASK_GOAL_MS} ms`,
    evaluate: ({ movements }) => {
      const frames = movements?.frames;
      if (!frames || frames.skipped) return undefined;
      return {
        value: `${frames.rows.toLocaleString('en-GB')} rows: frame p95 ${frames.frameP95.toFixed(1)} ms, longest ${frames.frameMax.toFixed(1)} ms; ${frames.longTasks} long tasks (longest ${frames.longestTaskMs.toFixed(0)} ms)`,
        checks: [{ ok: frames.longestTaskMs <= LONG_TASK_GOAL_MS }],
      };
    },
  },
  {
    measure: 'signed-out visit: sign-in form visible (150 ms RTT, 1.6 Mbps, 4x CPU)',
    now: '5.8 s, 632 KB',
    goal: '≤ 1.5 s, ≤ 60 KB',
    evaluate: ({ load }) => {
      const visit = load?.signedOut;
      return (
        visit && {
          value: `${time(visit.visibleMs)}, ${kb(visit.bytes)}`,
          checks: [{ ok: within(visit.visibleMs, 1500) }, { ok: visit.bytes <= SIGNED_OUT_BUDGET, bytes: true }],
        }
      );
    },
  },
  {
    measure: '/readyz and the accounts read under 500 partner requests/s (issue 27)',
    now: '/readyz time-outs (5 s) on PGlite',
    goal: `p99 ≤ ${PROBE_P99_GOAL_MS} ms on both databases`,
    evaluate: ({ public: flood }) => {
      if (!flood) return undefined;
      const measured = Object.entries(flood).filter(([, result]) => !result.skipped);
      return {
        value: measured.map(([database, { loaded }]) => `${database}: ${loaded.readyz} / ${loaded.accounts} ms`).join(', '),
        checks: measured.flatMap(([, { loaded }]) => [{ ok: loaded.readyz <= PROBE_P99_GOAL_MS }, { ok: loaded.accounts <= PROBE_P99_GOAL_MS }]),
        incomplete: measured.length < 2,
      };
    },
  },
  {
    measure:
      'moved loads through the integration API (batches of 10,000) on PostgreSQL, with the movements list called 20 times a second and the server memory read each second (issue 29)',
    now: 'n/a (new)',
    goal: `≥ ${INGEST_RATE_GOAL.toLocaleString('en-GB')} records/s, list p95 ≤ ${INGEST_LIST_P95_GOAL_MS} ms, flat memory`,
    evaluate: ({ ingest }) => {
      if (!ingest || ingest.skipped) return undefined;
      const mb = (bytes) => `${Math.round(bytes / 2 ** 20)} MB`;
      return {
        value:
          `${Math.round(ingest.rate).toLocaleString('en-GB')} records/s over ${ingest.records.toLocaleString('en-GB')}; list p95 ${ingest.listDuring.p95.toFixed(1)} ms ` +
          `(${ingest.listBefore.p95.toFixed(1)} ms before); RSS ${mb(ingest.rss.start)} to ${mb(ingest.rss.peak)} at most, ${mb(ingest.rss.end)} at the end`,
        checks: [{ ok: ingest.rate >= INGEST_RATE_GOAL }, { ok: ingest.listDuring.p95 <= INGEST_LIST_P95_GOAL_MS }],
      };
    },
  },
];

/** A read's share of the bare route on each database, against the least share `goals` asks of each. */
function shares(api, path, goals) {
  const parts = [];
  const checks = [];
  for (const [database, least] of Object.entries(goals)) {
    const result = api[database];
    if (result.skipped) {
      parts.push(`${database} not run`);
      continue;
    }
    const read = result.reads[path];
    parts.push(`${percent(read.share)} on ${database}${database === 'PGlite' ? ` (p99 ${time(read.p99Ms)})` : ''}`);
    checks.push({ ok: read.share >= least });
  }
  return { value: parts.join(', '), checks, incomplete: checks.length < Object.keys(goals).length };
}

/** Prints the table; returns how many byte figures are over their goal. */
export function printSummary(results) {
  let bytesOver = 0;
  const rows = ROWS.map(({ measure, now, goal, evaluate }) => {
    const outcome = evaluate(results);
    if (!outcome) return [measure, now, goal, 'not run', ''];
    bytesOver += outcome.checks.filter((check) => check.bytes && !check.ok).length;
    const missed = outcome.checks.some((check) => !check.ok);
    return [measure, now, goal, outcome.value, missed ? 'MISSED' : outcome.incomplete ? 'met where measured' : 'met'];
  });
  printTable(['measure', 'now (issue 8)', 'goal', 'measured', 'status'], rows, { markdown: true });
  return bytesOver;
}
