// The bench measures the production build (minified, hashed, precompressed) run by the bundled server, as the
// end-to-end servers do, in its own folder so a bench never replaces the build of a running test.
import path from 'node:path';
import { repoRoot } from '../../scripts/build/import-map.mjs';
import { buildForE2e } from '../../scripts/lib/e2e-build.mjs';

const benchBuild = path.join(repoRoot, 'dist/bench');

/** Builds the browser files into dist/bench/web and the server into dist/bench/server; returns the folder. */
export async function buildForBench() {
  const started = performance.now();
  await buildForE2e(benchBuild);
  console.log(`Production build in ${benchBuild} (${((performance.now() - started) / 1000).toFixed(1)} s).\n`);
  return benchBuild;
}
