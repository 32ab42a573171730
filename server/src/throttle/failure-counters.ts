import { sql, type Kysely } from 'kysely';
import type { Database } from '../db';
import type { Counter, ThrottlePolicy } from './throttle-policy';

// Counters are kept a while past their window (the longest is an hour), then swept by whichever failure comes by.
const SWEEP_CHANCE = 0.01;
const KEEP_MS = 24 * 60 * 60 * 1000;

const toCounter = (row: { failures: number; window_start: Date; last_failure_at: Date }): Counter => ({
  failures: row.failures,
  windowStart: new Date(row.window_start).getTime(),
  lastFailureAt: new Date(row.last_failure_at).getTime(),
});

export async function readCounters(db: Kysely<Database>, keys: string[]): Promise<Map<string, Counter>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('failure_counters').selectAll().where('key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.key, toCounter(row)]));
}

/**
 * Counts one failure, in one statement, so instances counting at the same moment never lose one: a counter whose
 * window has passed (see throttle-policy.ts, expiresAt) starts again from 1.
 */
export async function recordFailure(db: Kysely<Database>, key: string, policy: ThrottlePolicy, now: number): Promise<Counter> {
  const at = new Date(now);
  const window = sql`(${policy.windowMs} * interval '1 millisecond')`;
  const expired = sql<boolean>`(case when failure_counters.failures >= ${policy.limit} then failure_counters.last_failure_at else failure_counters.window_start end) + ${window} <= ${at}`;
  const row = await db
    .insertInto('failure_counters')
    .values({ key, failures: 1, window_start: at, last_failure_at: at })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        failures: sql<number>`case when ${expired} then 1 else failure_counters.failures + 1 end`,
        window_start: sql<Date>`case when ${expired} then ${at} else failure_counters.window_start end`,
        last_failure_at: at,
      }),
    )
    .returning(['failures', 'window_start', 'last_failure_at'])
    .executeTakeFirstOrThrow();
  if (Math.random() < SWEEP_CHANCE) {
    await db
      .deleteFrom('failure_counters')
      .where('last_failure_at', '<', new Date(now - KEEP_MS))
      .execute();
  }
  return toCounter(row);
}

export async function clearCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('failure_counters').where('key', '=', key).execute();
}
