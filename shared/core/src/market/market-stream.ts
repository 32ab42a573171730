import { BehaviorSubject, Observable, share } from 'rxjs';
import { buildUrl } from '../api/api-request';
import type { MarketTick } from '../domain';

/**
 * Where the page's market stream stands: not wanted by anyone, connecting, receiving ticks, retrying after a
 * failure, or blocked (it failed BLOCKED_AFTER_FAILURES times in a row: something between us and the server, a
 * proxy or a firewall, does not let it through). While blocked, screens refetch prices on a timer instead;
 * the stream keeps retrying and is 'live' again with its first tick.
 */
export type MarketStreamStatus = 'idle' | 'connecting' | 'live' | 'retrying' | 'blocked';

export interface MarketStreamOptions {
  /** The first wait before reconnecting; each failure doubles it up to maxRetryMs. */
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** The server sends the latest tick on connect; a connection silent for this long counts as failed (a buffering proxy). */
  firstTickMs?: number;
  /** After that, the server says something (a tick or a `ping`) every 20 s; silence this long means a dead connection. */
  silenceMs?: number;
}

const BLOCKED_AFTER_FAILURES = 3;
const DEFAULTS: Required<MarketStreamOptions> = { firstRetryMs: 1_000, maxRetryMs: 30_000, firstTickMs: 15_000, silenceMs: 45_000 };

export interface MarketStream {
  /** Every tick, while anyone listens: one EventSource however many subscribe; the last unsubscribe closes it. */
  ticks$: Observable<MarketTick>;
  status$: BehaviorSubject<MarketStreamStatus>;
}

/**
 * "Equal jitter": half the doubled wait plus a random part of the other half, so the clients a restarted
 * server dropped do not all come back in the same instant.
 */
export function retryDelay(
  failures: number,
  { firstRetryMs, maxRetryMs }: Pick<Required<MarketStreamOptions>, 'firstRetryMs' | 'maxRetryMs'>,
  random = Math.random,
): number {
  const wait = Math.min(maxRetryMs, firstRetryMs * 2 ** Math.max(0, failures - 1));
  return wait / 2 + random() * (wait / 2);
}

/** The server-sent events of GET {url} (event `tick`), reconnecting with backoff after every failure. */
export function createMarketStream(url: () => string, options: MarketStreamOptions = {}): MarketStream {
  const settings = { ...DEFAULTS, ...options };
  const status$ = new BehaviorSubject<MarketStreamStatus>('idle');
  const ticks$ = new Observable<MarketTick>((subscriber) => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const fail = () => {
      source?.close();
      clearTimeout(silence);
      failures += 1;
      status$.next(failures >= BLOCKED_AFTER_FAILURES ? 'blocked' : 'retrying');
      retry = setTimeout(connect, retryDelay(failures, settings));
    };
    // A connection can die without an error reaching the page (a sleeping laptop, a dropped mobile link).
    const expectMore = () => {
      clearTimeout(silence);
      silence = setTimeout(fail, settings.silenceMs);
    };
    const onTick = (event: MessageEvent<string>) => {
      expectMore();
      failures = 0;
      if (status$.value !== 'live') status$.next('live');
      let tick: MarketTick;
      try {
        tick = JSON.parse(event.data) as MarketTick;
      } catch {
        return;
      }
      subscriber.next(tick);
    };
    function connect() {
      // A blocked stream stays 'blocked' (and the timer refreshes going) until a tick proves it is back.
      if (failures === 0) status$.next('connecting');
      source = new EventSource(url());
      source.addEventListener('tick', onTick);
      source.addEventListener('ping', expectMore);
      // Closed on any error, HTTP ones included, and reopened here: the browser's own retry has no backoff.
      source.addEventListener('error', fail);
      silence = setTimeout(fail, settings.firstTickMs);
    }

    connect();
    return () => {
      source?.close();
      clearTimeout(retry);
      clearTimeout(silence);
      status$.next('idle');
    };
  }).pipe(share());
  return { ticks$, status$ };
}

/** The page's one market stream: GET /api/public/market/stream (no sign-in, open CORS), on the configured API root. */
export const marketStream = createMarketStream(() => buildUrl('/public/market/stream', undefined));
