import { createHmac } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db';
import { clientAddressKey } from './client-address';
import { clearCounter, readCounters, recordFailure } from './failure-counters';
import { refusalMessage } from './throttle-messages';
import { verdict, type Counter, type ThrottlePolicy } from './throttle-policy';
import { scopePolicies, type ThrottleScope } from './throttle-scopes';

export interface Attempt {
  /** The e-mail address typed, if the attempt names one. */
  email?: string | undefined;
  /** The client's IP address (request.ip). */
  address: string;
}

export interface Refusal {
  by: 'email' | 'address';
  reason: 'locked' | 'slow-down';
  retryAfterMs: number;
  /** The text for the person refused (throttle-messages.ts). */
  message: string;
}

export interface FailureThrottle {
  /** Whether the attempt may be made now; a refusal comes before any password or code is looked at. */
  check(scope: ThrottleScope, attempt: Attempt): Promise<Refusal | undefined>;
  /** Counts a failed attempt for its e-mail and its address; answers the refusal now in force, if any. */
  fail(scope: ThrottleScope, attempt: Attempt): Promise<Refusal | undefined>;
  /** Forgets the failures of one e-mail address (it signed in, or proved it reads its mail). */
  clear(scope: ThrottleScope, email: string): Promise<void>;
}

export interface ThrottleOptions {
  db: Db;
  config: Pick<Config, 'throttle'>;
  /** Keys the hashes of e-mails and addresses (loadThrottleKey). */
  secret: string;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  clock?: () => number;
}

/** The most pressing refusal: a lock before a wait, then the longest. */
const worst = (refusals: Refusal[]) =>
  refusals.sort((a, b) => Number(b.reason === 'locked') - Number(a.reason === 'locked') || b.retryAfterMs - a.retryAfterMs)[0];

/**
 * Failed attempts counted in the database, per e-mail and per client address, so every instance behind a load
 * balancer applies one limit. A success clears only its own e-mail's count: the address count of everyone else
 * trying from there stays.
 */
export function createFailureThrottle({ db, config, secret, clock = Date.now }: ThrottleOptions): FailureThrottle {
  const policies = scopePolicies(config);
  const key = (scope: ThrottleScope, by: 'email' | 'address', value: string) =>
    `${scope}:${by}:${createHmac('sha256', secret).update(value).digest('base64url')}`;
  const countersOf = (scope: ThrottleScope, attempt: Attempt) => {
    const { email, address } = policies[scope];
    const typed = attempt.email?.trim().toLowerCase();
    const counters: { by: 'email' | 'address'; key: string; policy: ThrottlePolicy }[] = [
      { by: 'address', key: key(scope, 'address', clientAddressKey(attempt.address)), policy: address },
    ];
    if (email && typed) counters.push({ by: 'email', key: key(scope, 'email', typed), policy: email });
    return counters;
  };
  const refusal = (scope: ThrottleScope, by: 'email' | 'address', counter: Counter | undefined, policy: ThrottlePolicy, now: number) => {
    const result = verdict(counter, policy, now);
    return result.allowed
      ? undefined
      : { by, reason: result.reason, retryAfterMs: result.retryAfterMs, message: refusalMessage(scope, by, result.reason, result.retryAfterMs) };
  };

  return {
    async check(scope, attempt) {
      const now = clock();
      const counters = countersOf(scope, attempt);
      const stored = await readCounters(
        db,
        counters.map((counter) => counter.key),
      );
      return worst(counters.flatMap(({ by, key, policy }) => refusal(scope, by, stored.get(key), policy, now) ?? []));
    },
    async fail(scope, attempt) {
      const now = clock();
      const refusals: Refusal[] = [];
      for (const { by, key, policy } of countersOf(scope, attempt)) {
        const found = refusal(scope, by, await recordFailure(db, key, policy, now), policy, now);
        if (found) refusals.push(found);
      }
      return worst(refusals);
    },
    async clear(scope, email) {
      const typed = email.trim().toLowerCase();
      if (typed) await clearCounter(db, key(scope, 'email', typed));
    },
  };
}
