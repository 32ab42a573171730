import { test as base } from '@playwright/test';
import { foreignOrigin } from './foreign-origin';
import { type Portal, startPortal } from './portal-server';
import { BASE_PORT, idlePortalPort, portalPort } from './ports';

export { expect } from '@playwright/test';

/** The idle time of the idle portal: short, so the specs fast-forward a few seconds of the page's clock. */
export const IDLE_TIMEOUT_MS = 4000;

interface WorkerFixtures {
  /** This worker's own server and database: specs in other workers never see its changes. */
  portal: Portal;
  /** A second server of this worker with IDLE_TIMEOUT_MS, started only when a spec asks for it. */
  idlePortal: Portal;
}

// Waiting for the slot's last server to go, then starting this one (portal-server.ts).
const SERVER_START = { scope: 'worker', timeout: 240_000 } as const;

/**
 * Every spec takes `test` from here: each worker gets its own portal (started on first use), and `baseURL` is
 * that portal, so `page.goto('/dashboard')` reaches it.
 */
export const test = base.extend<object, WorkerFixtures>({
  portal: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const port = portalPort(workerInfo.parallelIndex);
      const portal = await startPortal(port, BASE_PORT, {
        // The farm management frame's address; access.spec.ts answers it with page.route (no network in tests).
        FARM_MANAGEMENT_URL: 'https://farm-management.example',
        // embed.spec.ts's partner page, which the seeded demo partner allows.
        EMBED_DEMO_ORIGINS: foreignOrigin(port),
      });
      await provide(portal);
      await portal.stop();
    },
    SERVER_START,
  ],
  idlePortal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const portal = await startPortal(idlePortalPort(workerInfo.parallelIndex), BASE_PORT, { IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) });
      await provide(portal);
      await portal.stop();
    },
    SERVER_START,
  ],
  baseURL: async ({ portal }, provide) => provide(portal.url),
});
