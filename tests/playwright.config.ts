import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium-args.mjs';
import { BASE_PORT } from './e2e/support/ports';

// Each worker starts its own servers with their own databases (tests/e2e/support/test.ts), on ports the
// operating system picks; global-setup.ts builds once for all of them, into the folder E2E_PORT names.
export default defineConfig({
  testDir: './e2e',
  // Per port, so engineers running their own servers at the same time never remove each other's results.
  outputDir: `../test-results/e2e-${BASE_PORT}`,
  globalSetup: './e2e/support/global-setup.ts',
  // Files run in parallel, each file's tests in order: some files' tests build on each other's server state.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // A failed test keeps its actions, console and network, and a screenshot of the end. No DOM snapshots or
    // screencast: they cost every test about a tenth of its time (the accessibility sweep: 60 s against 54 s).
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
