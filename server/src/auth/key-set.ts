import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import type { ServerKeys } from '../security/server-keys';
import { publicJwks } from '../security/server-keys';

/**
 * The keys access tokens are checked against. The embedded provider's keys are already in memory; an external
 * issuer's keys come from its discovery document (fetched on first use and cached by jose, refreshed on a new kid).
 */
export function createKeySet(config: Config, keys: ServerKeys | undefined): JWTVerifyGetKey {
  if (config.oidc.embedded && keys) return createLocalJWKSet(publicJwks(keys.signingKeys));

  let remote: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${config.oidc.issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`OpenID discovery failed with HTTP ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error('OpenID discovery document has no jwks_uri');
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    // A failed discovery is retried on the next request rather than remembered.
    remote ??= discover().catch((error: unknown) => {
      remote = undefined;
      throw error;
    });
    return (await remote)(header, token);
  };
}
