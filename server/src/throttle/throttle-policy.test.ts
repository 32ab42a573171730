import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { delayAfter, policyFor, verdict, type Counter } from './throttle-policy';

const MINUTE = 60_000;
const policy = policyFor(10, 15 * MINUTE);
const counter = (failures: number, windowStart: number, lastFailureAt = windowStart): Counter => ({ failures, windowStart, lastFailureAt });

describe('the throttle policy', () => {
  it('lets three failures in ten pass freely, then doubles the wait: 1 s, 2 s, 4 s ... 32 s', () => {
    assert.equal(policy.free, 3);
    assert.deepEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => delayAfter(n, policy)),
      [0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000],
    );
    assert.equal(delayAfter(40, policyFor(100, MINUTE)), 60_000, 'never more than a minute');
  });

  it('asks to slow down until the wait has passed', () => {
    const now = 1_000_000;
    assert.deepEqual(verdict(counter(5, now - 10_000, now - 500), policy, now), { allowed: false, reason: 'slow-down', retryAfterMs: 1500 });
    assert.deepEqual(verdict(counter(5, now - 10_000, now - 2000), policy, now), { allowed: true });
    assert.deepEqual(verdict(counter(3, now, now), policy, now), { allowed: true });
    assert.deepEqual(verdict(undefined, policy, now), { allowed: true });
  });

  it('refuses everything at the limit until the window has passed since the last failure', () => {
    const last = 5 * MINUTE;
    const locked = counter(10, 0, last);
    assert.deepEqual(verdict(locked, policy, last + MINUTE), { allowed: false, reason: 'locked', retryAfterMs: 14 * MINUTE });
    // The first failure's window has passed, but a locked counter counts from its last failure.
    assert.equal(verdict(locked, policy, 15 * MINUTE + 1).allowed, false);
    assert.deepEqual(verdict(locked, policy, last + 15 * MINUTE), { allowed: true });
  });

  it('forgets failures once the window since the first has passed', () => {
    assert.deepEqual(verdict(counter(9, 0, 14 * MINUTE), policy, 15 * MINUTE), { allowed: true });
  });
});
