// `npm run bench` runs every part; `npm run bench -- sizes|load|api|public|stream|alerts|my-account|movements|ingest` runs only the ones named. One production
// build serves them all; each part starts its own servers. The closing summary holds issue 8's rows.
import os from 'node:os';
import { runAlerts } from './alerts/alerts-part.mjs';
import { runApi } from './api/api-part.mjs';
import { runIngest } from './ingest/ingest-part.mjs';
import { buildForBench } from './lib/production-build.mjs';
import { runLoad } from './load/load-part.mjs';
import { runMovements } from './movements/movements-part.mjs';
import { runMyAccount } from './my-account/my-account-part.mjs';
import { runPublic } from './public/public-part.mjs';
import { runSizes } from './sizes/sizes-part.mjs';
import { runStream } from './stream/stream-part.mjs';
import { printSummary } from './summary.mjs';

const PARTS = {
  sizes: runSizes,
  load: runLoad,
  api: runApi,
  public: runPublic,
  stream: runStream,
  alerts: runAlerts,
  'my-account': runMyAccount,
  movements: runMovements,
  ingest: runIngest,
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in PARTS));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Usage: npm run bench [-- ${Object.keys(PARTS).join('|')} ...]`);
  process.exit(2);
}
const parts = asked.length ? Object.keys(PARTS).filter((name) => asked.includes(name)) : Object.keys(PARTS);

const started = performance.now();
const build = await buildForBench();
const results = {};
for (const name of parts) {
  console.log(`\n=== ${name} ===\n`);
  results[name] = await PARTS[name]({ build });
}

const cpus = os.cpus();
const browser = results.load ? `, Chromium ${results.load.chromium}` : '';
console.log(`\n=== summary (issue 8) ===\n`);
console.log(
  `${new Date().toISOString().slice(0, 10)}: ${cpus.length} cores (${cpus[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}${browser}; ` +
    `load average ${os.loadavg()[0].toFixed(1)} at the end; ${((performance.now() - started) / 60_000).toFixed(1)} min.\n`,
);
const bytesOver = printSummary(results);
console.log('\nTiming and throughput rows never fail the bench (the figures of a small shared machine are noisy); byte budgets do.');
if (bytesOver || results.sizes?.problems) {
  console.error('A byte budget is over or a size check failed (above).');
  process.exit(1);
}
