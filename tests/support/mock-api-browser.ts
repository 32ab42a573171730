// The mock API of widget tests (web-test-runner, Chromium): Mock Service Worker intercepts the widgets' real
// fetch calls, so the code under test runs exactly as in the portal, apiRequest and the query cache included.
import { queryClient } from '@farm/core';
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { requestLogPerTest } from './request-log';

const worker = setupWorker();
// A request no handler answers fails as a network error, instead of reaching a server that is not there.
await worker.start({ quiet: true, onUnhandledRequest: 'error' });

/**
 * Call once per test file, at the top: each test gets `handlers` (plus what it adds with `use`), a request
 * log of its own, and an empty query cache.
 */
export function mockApi(...handlers: RequestHandler[]) {
  const log = requestLogPerTest(worker.events);
  beforeEach(() => {
    queryClient.clear();
    worker.resetHandlers(...handlers);
    log.start();
  });
  afterEach(() => {
    log.stop();
    worker.resetHandlers();
  });
  return {
    /** Handlers for the current test only, in front of the file's. */
    use: (...extra: RequestHandler[]) => worker.use(...extra),
    requests: log.requests,
  };
}
