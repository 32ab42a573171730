import { sql } from 'kysely';
import type { Db } from '../db';
import { watchedWrites } from './watched-writes';

/** How often an instance looks at data_version for other writers' changes: the most a cached read lags them. */
const DATA_VERSION_POLL_MS = 1000;

export interface DataChanges {
  /** The database every part of the app uses: writes made through it to watched tables count at once. */
  db: Db;
  /** Changes whenever the watched tables may have changed; a cached read made under another generation is stale. */
  generation(): number;
  /** Looks at data_version now (the timer does every DATA_VERSION_POLL_MS; tests call it instead of waiting). */
  poll(): Promise<void>;
  stop(): void;
}

/**
 * Tells cached reads when the data they were made of may have changed: at once for this process's own writes,
 * and within a poll for anyone else's (another instance, `npm run users`), through the data_version counter that
 * the database's triggers move in the writer's transaction, so it is seen only once the write is committed.
 */
export async function watchDataChanges(
  db: Db,
  { pollMs = DATA_VERSION_POLL_MS, onError }: { pollMs?: number | undefined; onError?: (error: unknown) => void } = {},
): Promise<DataChanges> {
  let generation = 0;
  const bump = () => {
    generation++;
  };
  const readVersion = async () =>
    (
      await db
        .selectFrom('data_version')
        .select(sql<string>`version::text`.as('version'))
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
    ).version;
  let seen = await readVersion();

  const poll = async () => {
    const version = await readVersion();
    if (version !== seen) {
      seen = version;
      bump();
    }
  };
  const timer = setInterval(() => {
    // An unreadable counter may hide a change: drop what is cached, and try again next time.
    poll().catch((error: unknown) => {
      bump();
      onError?.(error);
    });
  }, pollMs);
  timer.unref();

  return { db: db.withPlugin(watchedWrites(bump)), generation: () => generation, poll, stop: () => clearInterval(timer) };
}
