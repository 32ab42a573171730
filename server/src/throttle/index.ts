export { createFailureThrottle, type Attempt, type FailureThrottle, type Refusal, type ThrottleOptions } from './failure-throttle';
export type { ThrottleScope } from './throttle-scopes';
export { waitText } from './throttle-messages';
