import type { ThrottleScope } from './throttle-scopes';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** A wait as people say it: "8 seconds" under a minute, else whole minutes, rounded up. */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute');
}

/** What the person refused reads: what happened, how long to wait, and a way on where there is one. */
export function refusalMessage(scope: ThrottleScope, by: 'email' | 'address', reason: 'locked' | 'slow-down', retryAfterMs: number): string {
  const wait = waitText(retryAfterMs);
  switch (scope) {
    case 'sign-in':
      if (reason === 'slow-down') return `Too many failed sign-in attempts. Please wait ${wait} before trying again.`;
      return by === 'email'
        ? `Too many failed sign-in attempts for this e-mail address. For your security, please wait ${wait} before trying again, or choose a new password with "Forgot password?".`
        : `Too many failed sign-in attempts from your network. Please wait ${wait} before trying again.`;
    case 'reset-request':
      return by === 'email'
        ? `You have asked for several reset links already. Please check your inbox, or try again in ${wait}.`
        : `Too many reset links have been asked for from your network. Please try again in ${wait}.`;
    case 'reset-link':
      return `Too many attempts with reset links that do not work. Please wait ${wait}, then use the newest link we sent you.`;
    case 'activation':
      return `Too many incorrect activation codes from your network. Please wait ${wait} before trying again.`;
  }
}
