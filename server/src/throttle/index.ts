export { createFailureThrottle, type FailureThrottle, type Refusal } from './failure-throttle';
