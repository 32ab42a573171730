// `npm test`: every test from a fresh clone — typecheck, lint, unit and API tests (node, PGlite), widget
// tests (web-test-runner, Chromium) and end-to-end specs (Playwright, Chromium, a server per worker).
// Typecheck and lint run side by side (each uses one core); the test steps each fill both cores themselves.
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { repoRoot } from './build/import-map.mjs';
import { createSteps } from './lib/steps.mjs';

const steps = createSteps();
await steps.timed('dependencies', ensureDependencies);
const chrome = await steps.timed('Chromium', ensureChromium);
const options = { cwd: repoRoot, env: { CHROME_PATH: chrome, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } };
const npmRun = (label, script) => ({ label, command: 'npm', args: ['run', '--silent', script], options });

const stages = [
  [npmRun('typecheck', 'typecheck'), npmRun('lint', 'lint')],
  [npmRun('unit and API tests', 'test:unit')],
  [npmRun('widget tests', 'test:widgets')],
  [npmRun('end-to-end tests', 'test:e2e')],
];

let passed = true;
for (const stage of stages) {
  passed = await steps.together(stage);
  if (!passed) break;
}
steps.summary(passed ? 'All test steps passed:' : 'A test step failed:');
process.exit(passed ? 0 : 1);
