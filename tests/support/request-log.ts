import type { SetupWorker } from 'msw/browser';

/** The life-cycle events of a worker (browser) or a server (node): they have the same shape. */
type LifeCycleEvents = SetupWorker['events'];

/** One request the code under test sent, as a test reads it. */
export interface LoggedRequest {
  url: URL;
  method: string;
  headers: Headers;
  /** The JSON body, or undefined when there was none. */
  body: unknown;
}

export interface RequestLog {
  /** Every request since the log started, bodies read. */
  all(): Promise<LoggedRequest[]>;
  /** The requests to one path (`/api/weather`), in order. */
  to(pathname: string, method?: string): Promise<LoggedRequest[]>;
}

async function read(request: Request): Promise<LoggedRequest> {
  const text = await request.clone().text();
  return {
    url: new URL(request.url),
    method: request.method,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

/** Logs the requests that reach the mock API from now until `stop()`. */
function startRequestLog(events: LifeCycleEvents): RequestLog & { stop(): void } {
  const pending: Promise<LoggedRequest>[] = [];
  const listener = ({ request }: { request: Request }) => void pending.push(read(request));
  events.on('request:start', listener);
  const all = () => Promise.all(pending);
  return {
    all,
    to: async (pathname, method) => (await all()).filter((r) => r.url.pathname === pathname && (method === undefined || r.method === method)),
    stop: () => events.removeListener('request:start', listener),
  };
}

/**
 * A request log per test: `start` in each test's set-up, `stop` in its tear-down. A request that an earlier
 * test's component sends late is logged there, never in a later test.
 */
export function requestLogPerTest(events: LifeCycleEvents) {
  let log: (RequestLog & { stop(): void }) | undefined;
  const current = () => {
    if (!log) throw new Error('The request log is read outside a test.');
    return log;
  };
  return {
    start: () => {
      log = startRequestLog(events);
    },
    stop: () => log?.stop(),
    requests: {
      all: () => current().all(),
      to: (pathname: string, method?: string) => current().to(pathname, method),
    } satisfies RequestLog,
  };
}
