export { bearerToken, requireBearerToken, type AuthContext } from './auth-plugin';
export { accessTokens, isClientToken, verifiedClaims, type AccessTokens } from './access-tokens';
export { createKeySet, remoteKeySet } from './key-set';
export { revokedGrants } from './revoked-grants';
export { discoveryPath, fetchDiscovery, keepOnceLoaded, pickDiscovery, type DiscoveryDocument } from './discovery';
