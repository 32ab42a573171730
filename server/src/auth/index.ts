export { requireBearerToken, type AuthContext } from './auth-plugin';
export { createKeySet } from './key-set';
export { discoveryPath, fetchDiscovery, keepOnceLoaded, pickDiscovery, type DiscoveryDocument } from './discovery';
