import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium-args.mjs';
import { FOREIGN_ORIGIN } from './e2e/support/foreign-origin';

const port = process.env.E2E_PORT ?? '8181';
/** A second server with a short idle time for the idle time-out specs; the port after E2E_PORT by default. */
const idlePort = process.env.E2E_IDLE_PORT ?? String(Number(port) + 1);
const IDLE_TIMEOUT_MS = '4000';

export default defineConfig({
  testDir: './e2e',
  // Per port, so engineers running their own servers at the same time never remove each other's results.
  outputDir: `../test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      cwd: '..',
      // The farm management frame's address; access.spec.ts answers it with page.route (no network in tests).
      // EMBED_DEMO_ORIGINS: embed.spec.ts's partner page, which the seeded demo partner allows.
      env: { FARM_MANAGEMENT_URL: 'https://farm-management.example', EMBED_DEMO_ORIGINS: FOREIGN_ORIGIN },
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Same build steps into its own folder (dist/e2e-PORT) with its own database.
      command: 'node scripts/e2e-server.mjs',
      cwd: '..',
      env: { E2E_PORT: idlePort, IDLE_TIMEOUT_MS },
      url: `http://localhost:${idlePort}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
