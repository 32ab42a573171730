export { requireBearerToken, type AuthContext } from './auth-plugin';
export { createKeySet } from './key-set';
