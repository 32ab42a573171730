// The mock API of node tests: the same handlers as the widget tests, through Mock Service Worker's node
// interceptor, so `fetch` is the real one and only the network is replaced.
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { after, afterEach, before, beforeEach } from 'node:test';
import { requestLogPerTest } from './request-log';

/** Call once per test file, inside its top-level describe; see mock-api-browser.ts. */
export function mockApi(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  const log = requestLogPerTest(server.events);
  before(() => server.listen({ onUnhandledRequest: 'error' }));
  after(() => server.close());
  beforeEach(() => {
    server.resetHandlers(...handlers);
    log.start();
  });
  afterEach(() => log.stop());
  return {
    use: (...extra: RequestHandler[]) => server.use(...extra),
    requests: log.requests,
  };
}
