// The mock mode of the standalone dev pages (/dev/NAME/?mock), built to /dev/mock-api.js by
// scripts/build/build.mjs: Mock Service Worker answers the page's API calls with the demo data set the widget
// tests use, and the bus gets a demo user and business without anyone signing in. @farm/core comes from the
// page's import map, so the widget and this module share one bus and one API client.
import { account$, accounts$, configureApi, flags$, session$ } from '@farm/core';
import { setupWorker } from 'msw/browser';
import { user } from './fixtures';
import { demoAccounts, demoHandlers } from './mock-handlers';

/**
 * The worker script is served from the root, but registered for /dev/ only: the browser never lets it control
 * a portal page, even in a browser that has opened a dev page in mock mode.
 */
const MOCK_WORKER = { url: '/mockServiceWorker.js', scope: '/dev/' } as const;

/** Starts the mock API, then publishes the demo session and business on the bus. */
export async function startMockApi(): Promise<void> {
  const worker = setupWorker(...demoHandlers());
  await worker.start({
    serviceWorker: { url: MOCK_WORKER.url, options: { scope: MOCK_WORKER.scope } },
    // An API call with no demo handler fails in the page (with MSW's message in the console) instead of
    // reaching the server; the page's scripts and styles load as usual.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  const getAccessToken = async () => 'mock-mode';
  configureApi({ apiRoot: '/api', getAccessToken });
  // Every flag on, as a new database seeds them, except hide-alltransactions, whose being on hides an area.
  flags$.next([{ id: 'hide-alltransactions', enabled: false, audience: { users: [], groups: [], exclusionUsers: [], exclusionGroups: [] } }]);
  session$.next({ user: user(), internal: false, getAccessToken });
  accounts$.next(demoAccounts);
  account$.next(demoAccounts[0]!);
}
