// `npm test`: every test from a fresh clone — typecheck, lint, unit and API tests (node, PGlite), widget
// tests (web-test-runner, Chromium) and end-to-end specs (Playwright, Chromium, a started server).
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { repoRoot } from './build/import-map.mjs';
import { run } from './lib/run.mjs';

await ensureDependencies();
const chrome = await ensureChromium();
const env = { CHROME_PATH: chrome, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and API tests', ['run', 'test:unit']],
  ['widget tests', ['run', 'test:widgets']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

for (const [label, args] of steps) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const code = await run('npm', args, { cwd: repoRoot, env });
  if (code !== 0) {
    console.error(`\n${label} failed (exit ${code}).`);
    process.exit(code);
  }
  console.log(`=== ${label}: ok in ${Math.round((Date.now() - started) / 1000)} s ===`);
}
console.log('\nAll test steps passed.');
