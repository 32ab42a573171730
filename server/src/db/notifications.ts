import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './database';

/** Starts listening on a channel; the function it resolves to stops. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

const listeners = new WeakMap<Db, Listen>();

/** LISTEN on the database a Db was made for (createDatabase registers how), so NOTIFY from any instance arrives. */
export function listenerOf(db: Db): Listen {
  const listen = listeners.get(db);
  if (!listen) throw new Error('This database was not made by createDatabase: it has no LISTEN connection.');
  return listen;
}

export function registerPgliteListener(db: Db, pglite: PGlite): void {
  listeners.set(db, async (channel, onPayload) => {
    const stop = await pglite.listen(channel, onPayload);
    return () => stop();
  });
}

/**
 * A pooled connection cannot hold a LISTEN, so each listener has its own client. It reconnects with backoff when
 * the connection drops, and `onPayload('')` then tells the listener it may have missed notifications meanwhile.
 */
export function registerPgListener(db: Db, connectionString: string): void {
  listeners.set(db, async (channel, onPayload) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let delay = RECONNECT_MIN_MS;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => message.channel === channel && onPayload(message.payload ?? ''));
      next.on('error', () => {
        if (client !== next || stopped) return;
        client = undefined;
        void next.end().catch(() => {});
        reconnect();
      });
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      client = next;
      delay = RECONNECT_MIN_MS;
    };
    const reconnect = () => {
      const timer = setTimeout(() => {
        if (stopped) return;
        connect()
          .then(() => onPayload(''))
          .catch(() => {
            delay = Math.min(delay * 2, RECONNECT_MAX_MS);
            reconnect();
          });
      }, delay);
      timer.unref();
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end().catch(() => {});
    };
  });
}
