/**
 * How many failures one counter (one e-mail, or one client address, for one kind of attempt) allows. The first
 * `free` failures cost nothing; after each further one the next attempt must wait, twice as long each time
 * (1 s, 2 s, 4 s...) up to `maxDelayMs`; once `limit` failures are counted, every attempt is refused until
 * `windowMs` after the last one. A counter starts again `windowMs` after its first failure, unless it is locked.
 */
export interface ThrottlePolicy {
  limit: number;
  free: number;
  windowMs: number;
  maxDelayMs: number;
}

/** One counter's state, as stored. */
export interface Counter {
  failures: number;
  windowStart: number;
  lastFailureAt: number;
}

export type Verdict = { allowed: true } | { allowed: false; reason: 'locked' | 'slow-down'; retryAfterMs: number };

const ALLOWED: Verdict = { allowed: true };

/** A policy with delays from a third of the limit on, so a few typing mistakes never wait. */
export function policyFor(limit: number, windowMs: number, maxDelayMs = 60_000): ThrottlePolicy {
  return { limit, free: Math.floor(limit * 0.3), windowMs, maxDelayMs };
}

/** The wait before the attempt after `failures` failures. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures <= policy.free) return 0;
  return Math.min(1000 * 2 ** (failures - policy.free - 1), policy.maxDelayMs);
}

/** When a counter stops counting: `windowMs` after its first failure, or after its last once it is locked. */
function expiresAt(counter: Counter, policy: ThrottlePolicy): number {
  return (counter.failures >= policy.limit ? counter.lastFailureAt : counter.windowStart) + policy.windowMs;
}

/** Whether an attempt may be made at `now`, given the counter (undefined: no failures yet). */
export function verdict(counter: Counter | undefined, policy: ThrottlePolicy, now: number): Verdict {
  if (!counter || now >= expiresAt(counter, policy)) return ALLOWED;
  if (counter.failures >= policy.limit) return { allowed: false, reason: 'locked', retryAfterMs: expiresAt(counter, policy) - now };
  const nextAttemptAt = counter.lastFailureAt + delayAfter(counter.failures, policy);
  return now < nextAttemptAt ? { allowed: false, reason: 'slow-down', retryAfterMs: nextAttemptAt - now } : ALLOWED;
}
