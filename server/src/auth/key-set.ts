import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import type { ServerKeys } from '../security/server-keys';
import { publicJwks } from '../security/server-keys';
import { fetchDiscovery, keepOnceLoaded } from './discovery';

/**
 * The keys access tokens are checked against. The embedded provider's keys are already in memory; an external
 * issuer's keys come from its discovery document (fetched on first use and cached by jose, refreshed on a new kid).
 */
export function createKeySet(config: Config, keys: ServerKeys | undefined): JWTVerifyGetKey {
  if (config.oidc.embedded && keys) return createLocalJWKSet(publicJwks(keys.signingKeys));
  return remoteKeySet(config.oidc.issuer);
}

/** An issuer's keys, found through its discovery document on first use. */
export function remoteKeySet(issuer: string): JWTVerifyGetKey {
  const remote = keepOnceLoaded(async () => {
    const { jwks_uri: jwksUri } = await fetchDiscovery(issuer);
    if (!jwksUri) throw new Error('OpenID discovery document has no jwks_uri');
    return createRemoteJWKSet(new URL(jwksUri));
  });
  return async (header, token) => (await remote())(header, token);
}
