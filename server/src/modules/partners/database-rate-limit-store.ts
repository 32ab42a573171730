import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../../db';

// Counts are kept a while past their window, then swept now and then by whichever request comes by.
const SWEEP_CHANCE = 0.01;

/**
 * A fixed-window counter in the shared database, so N server instances allow a key its limit once, not N
 * times. One statement per request counts and reads atomically; the key is stored hashed (it holds a partner key).
 * Time is the servers' clock (milliseconds since the epoch), which tests move instead of waiting.
 */
export function databaseRateLimitStore(db: Db, clock: () => number = Date.now): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      count(db, createHash('sha256').update(key).digest('base64url'), timeWindow, new Date(clock())).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}

async function count(db: Db, key: string, windowMs: number, now: Date): Promise<{ current: number; ttl: number }> {
  const window = sql`(${windowMs} * interval '1 millisecond')`;
  const expired = sql<boolean>`rate_limit_counters.window_start + ${window} <= ${now}`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({ key, count: 1, window_start: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limit_counters.count + 1 end`,
        window_start: sql<Date>`case when ${expired} then ${now} else rate_limit_counters.window_start end`,
      }),
    )
    .returning(['count', sql<number>`ceil(extract(epoch from (window_start + ${window} - ${now}::timestamptz)) * 1000)::integer`.as('ttl')])
    .executeTakeFirstOrThrow();
  if (Math.random() < SWEEP_CHANCE) {
    await db
      .deleteFrom('rate_limit_counters')
      .where('window_start', '<', new Date(now.getTime() - 60 * 60 * 1000))
      .execute();
  }
  return { current: row.count, ttl: Math.max(0, row.ttl) };
}
