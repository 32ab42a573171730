import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { foreignOrigin } from './foreign-origin';
import { type Portal, startPortal } from './portal-server';
import { osAssignedPorts } from './free-port';
import { BASE_PORT } from './ports';

export { expect };

/** The idle time of the idle portal: short, so the specs fast-forward a few seconds of the page's clock. */
export const IDLE_TIMEOUT_MS = 4000;

interface TestFixtures {
  /**
   * What the browser reported as Content-Security-Policy violations during the test, in every page of every
   * context it opened. The test fails if any is left at its end; a spec that provokes one on purpose takes it
   * out.
   */
  cspViolations: string[];
}

interface WorkerFixtures {
  /** This worker's own server and database: specs in other workers never see its changes. */
  /** `partnerPort`: where the embed spec serves its partner page, an origin this portal's demo partner allows. */
  portal: Portal & { partnerPort: number };
  /** A second server of this worker with IDLE_TIMEOUT_MS, started only when a spec asks for it. */
  idlePortal: Portal;
}

// Waiting for the slot's last server to go, then starting this one (portal-server.ts).
const SERVER_START = { scope: 'worker', timeout: 240_000 } as const;

/**
 * Every spec takes `test` from here: each worker gets its own portal (started on first use), and `baseURL` is
 * that portal, so `page.goto('/dashboard')` reaches it. Every test fails on a Content-Security-Policy violation.
 */
/** Chromium's console message for a refused script, style, frame, connection or eval. */
const CSP_VIOLATION = /Content Security Policy/i;

/** Collects the violations `context`'s pages report into `into`. */
function watchCsp(context: BrowserContext, into: string[]): void {
  context.on('console', (message) => {
    if (CSP_VIOLATION.test(message.text())) into.push(`${message.location().url}: ${message.text()}`);
  });
}

/** Also watches the contexts a spec opens itself with browser.newContext(), until the test ends. */
function watchNewContexts(browser: Browser, into: string[]): () => void {
  const newContext = browser.newContext;
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args);
    watchCsp(context, into);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  cspViolations: [
    async ({ context, browser }, provide) => {
      const violations: string[] = [];
      watchCsp(context, violations);
      const stopWatching = watchNewContexts(browser, violations);
      try {
        await provide(violations);
      } finally {
        stopWatching();
      }
      expect(violations, 'the browser reported no Content-Security-Policy violation').toEqual([]);
    },
    { auto: true },
  ],
  portal: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const [port, partnerPort] = (await osAssignedPorts(2)) as [number, number];
      const portal = await startPortal(port, BASE_PORT, {
        // The farm management frame's address; access.spec.ts answers it with page.route (no network in tests).
        FARM_MANAGEMENT_URL: 'https://farm-management.example',
        // embed.spec.ts's partner page, which the seeded demo partner allows.
        EMBED_DEMO_ORIGINS: foreignOrigin(partnerPort),
        // Selling is tested at any hour CI runs; closed hours are the API tests' (they move the server's clock).
        TRADING_HOURS: 'Mon-Sun 00:00-24:00',
        // Ticks a few seconds apart, so the live-price specs see one soon.
        PRICE_TICK_SECONDS: '3',
      });
      await provide({ ...portal, partnerPort });
      await portal.stop();
    },
    SERVER_START,
  ],
  idlePortal: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const portal = await startPortal((await osAssignedPorts(1))[0]!, BASE_PORT, { IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) });
      await provide(portal);
      await portal.stop();
    },
    SERVER_START,
  ],
  baseURL: async ({ portal }, provide) => provide(portal.url),
});
