// `npm run bench -- stream`: how long a price tick takes to reach 1,000 connected stream clients of one instance,
// against one client in the same run (the ratio means more than the milliseconds on a small shared machine).
import http from 'node:http';
import { startPortal } from '../lib/portal-server.mjs';
import { printTable } from '../lib/report.mjs';

const CLIENTS = 1000;
const TICKS = 5;
const TICK_SECONDS = 2;
const GOAL_P95_MS = 250;

/** Opens `count` event-stream connections; resolves once each has had its first (connect-time) tick. */
function connect(url, count, onTick) {
  const requests = [];
  const ready = [];
  for (let index = 0; index < count; index += 1) {
    ready.push(
      new Promise((resolve, reject) => {
        const request = http.get(url, { agent: false }, (response) => {
          response.setEncoding('utf8');
          let buffer = '';
          let first = true;
          response.on('data', (chunk) => {
            const receivedAt = Date.now();
            buffer += chunk;
            const events = buffer.split('\n\n');
            buffer = events.pop();
            for (const event of events) {
              const data = event.split('\n').find((line) => line.startsWith('data: '));
              if (!event.includes('event: tick') || !data) continue;
              if (first) {
                first = false;
                resolve();
              } else onTick(JSON.parse(data.slice(6)), receivedAt);
            }
          });
        });
        request.on('error', reject);
        requests.push(request);
      }),
    );
  }
  return { ready: Promise.all(ready), close: () => requests.forEach((request) => request.destroy()) };
}

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

/** Delays from each tick's making (its `at`) to its arrival, per tick, until `TICKS` ticks have reached every client. */
async function measure(url, count) {
  const delays = new Map();
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  const clients = connect(url, count, (tick, receivedAt) => {
    const list = delays.get(tick.seq) ?? [];
    list.push(receivedAt - Date.parse(tick.at));
    delays.set(tick.seq, list);
    const complete = [...delays.values()].filter((l) => l.length === count);
    if (complete.length >= TICKS) finish();
  });
  await clients.ready;
  await finished;
  clients.close();
  const complete = [...delays.values()].filter((l) => l.length === count).slice(0, TICKS);
  const p95s = complete.map((list) => percentile(list, 0.95));
  return { p95Ms: percentile(p95s, 0.5), worstMs: Math.max(...complete.flat()) };
}

export async function runStream({ build }) {
  const portal = await startPortal(build, { PRICE_TICK_SECONDS: String(TICK_SECONDS) });
  try {
    const url = `${portal.url}/api/public/market/stream`;
    const one = await measure(url, 1);
    const many = await measure(url, CLIENTS);
    printTable(
      ['clients', 'p95 tick delay (median of 5 ticks)', 'worst', 'goal'],
      [
        ['1 (baseline)', `${one.p95Ms} ms`, `${one.worstMs} ms`, ''],
        [String(CLIENTS), `${many.p95Ms} ms`, `${many.worstMs} ms`, `p95 ≤ ${GOAL_P95_MS} ms`],
      ],
      { right: [1, 2] },
    );
    console.log(`\n${CLIENTS} clients: p95 is ${(many.p95Ms / Math.max(1, one.p95Ms)).toFixed(1)}x one client's.`);
    return { clients: CLIENTS, one, many, goalMs: GOAL_P95_MS };
  } finally {
    await portal.stop();
  }
}
