// `npm run bench`: a production build, then the gzip bytes of each vendor module, @farm/shared, each widget
// and the root config (with the chunks each loads), checked against the budgets.
import path from 'node:path';
import { buildAll } from '../scripts/build/build.mjs';
import { repoRoot } from '../scripts/build/import-map.mjs';
import { budgetFor, KB } from './budgets.mjs';
import { gzipBytes, importMapSizes } from './bundle-sizes.mjs';

const webRoot = path.join(repoRoot, 'dist/bench-web');
await buildAll({ webRoot, dev: false });
const rows = importMapSizes(webRoot);

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log('Bundle sizes (gzip, level 9)\n');
console.log(`${'module'.padEnd(22)}${'own'.padStart(10)}${'with chunks'.padStart(14)}${'budget'.padStart(10)}  status`);
let over = 0;
for (const row of rows) {
  const budget = budgetFor(row.name);
  const ok = row.withChunksBytes <= budget;
  if (!ok) over++;
  console.log(
    `${row.name.padEnd(22)}${kb(row.ownBytes).padStart(10)}${kb(row.withChunksBytes).padStart(14)}${kb(budget).padStart(10)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
const everything = new Set(rows.flatMap((row) => [...row.files]));
console.log(`\nThe whole portal, every module and chunk once: ${kb(gzipBytes(everything))}.`);
if (over) {
  console.error(`\n${over} module(s) over budget.`);
  process.exit(1);
}
