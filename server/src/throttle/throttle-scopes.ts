import type { Config } from '../config';
import { policyFor, type ThrottlePolicy } from './throttle-policy';

const HOUR = 60 * 60 * 1000;

/** What is being attempted; each has its own counters. */
export type ThrottleScope = 'sign-in' | 'reset-request' | 'reset-link' | 'activation';

export interface ScopePolicies {
  /** Per e-mail address typed (whether or not it is anyone's), when the attempt names one. */
  email?: ThrottlePolicy;
  /** Per client address (an IPv6 /64). */
  address: ThrottlePolicy;
}

/** A plain count: no waits, refused at the limit. */
const countOnly = (limit: number, windowMs: number): ThrottlePolicy => ({ limit, free: limit, windowMs, maxDelayMs: 0 });

/**
 * The policies, with their reasons in docs/design-decisions.md: sign-in from the configuration (10 per
 * e-mail and 100 per address in 15 minutes by default, waits growing from the third of the limit), reset e-mails
 * by the hour (each one lands in someone's inbox), guesses at reset links and activation codes per address.
 */
export function scopePolicies({ throttle }: Pick<Config, 'throttle'>): Record<ThrottleScope, ScopePolicies> {
  return {
    'sign-in': {
      email: policyFor(throttle.failuresPerEmail, throttle.lockoutMs),
      address: policyFor(throttle.failuresPerAddress, throttle.lockoutMs),
    },
    'reset-request': { email: countOnly(5, HOUR), address: countOnly(20, HOUR) },
    'reset-link': { address: policyFor(20, throttle.lockoutMs) },
    activation: { address: policyFor(30, throttle.lockoutMs) },
  };
}
