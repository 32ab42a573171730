export { requireBearerToken } from './auth-plugin';
export { createKeySet } from './key-set';
