// `npm run bench`: a production build, then the gzip bytes of each vendor module, @farm/core and @farm/ui, each widget
// and the root config (with the chunks each loads), and of each embeddable widget, checked against the budgets.
import path from 'node:path';
import { buildAll } from '../scripts/build/build.mjs';
import { repoRoot } from '../scripts/build/import-map.mjs';
import { budgetFor, EMBED_BUDGET, KB } from './budgets.mjs';
import { embedSizes, gzipBytes, importMapSizes, staticImportMapClosure } from './bundle-sizes.mjs';

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

// The sign-in path and the route guards run in the root config before any widget mounts: no React there.
const REACT_MODULES = /^(react|react-dom|@emotion\/|@farm\/ui$|@tanstack\/react-|react-hook-form|@hookform\/)/;
const signedOut = [...(await staticImportMapClosure(webRoot, '@farm/root-config'))];
const signedOutBytes = gzipBytes(new Set(rows.filter((row) => signedOut.includes(row.name)).flatMap((row) => [...row.files])));
const reactOnSignIn = signedOut.filter((name) => REACT_MODULES.test(name));
console.log(`\nSigned-out visit (the root config and what it imports statically): ${kb(signedOutBytes)} in ${signedOut.length} modules`);
console.log(`  ${signedOut.join(', ')}`);
console.log(`  React modules: ${reactOnSignIn.length ? reactOnSignIn.join(', ') : 'none'}`);
if (reactOnSignIn.length) {
  over++;
  console.error('The root config must load no React before a widget mounts.');
}

console.log('\nEmbeddable widgets: what a partner page downloads to show one (entry + static chunks, gzip)\n');
console.log(`${'element'.padEnd(42)}${'files'.padStart(6)}${'gzip'.padStart(12)}${'budget'.padStart(10)}  status`);
const embeds = embedSizes(webRoot);
for (const row of embeds) {
  const ok = row.bytes <= EMBED_BUDGET;
  if (!ok) over++;
  console.log(`${`/embed/${row.tag}.js`.padEnd(42)}${String(row.files.size).padStart(6)}${kb(row.bytes).padStart(12)}${kb(EMBED_BUDGET).padStart(10)}  ${ok ? 'ok' : 'OVER BUDGET'}`);
}
const allEmbeds = new Set(embeds.flatMap((row) => [...row.files]));
console.log(`\nEvery embeddable widget on one page, shared chunks once: ${kb(gzipBytes(allEmbeds))}.`);
if (over) {
  console.error(`\n${over} module(s) or embed(s) over budget.`);
  process.exit(1);
}
