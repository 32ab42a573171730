export { createFailureThrottle, type FailureThrottle, type Refusal } from './failure-throttle';
export { clientAddressKey } from './client-address';
