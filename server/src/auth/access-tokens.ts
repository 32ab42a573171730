import type { FastifyBaseLogger } from 'fastify';
import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import type { Db, UserIdentity } from '../db';
import { errors } from '../http';
import { findIdentity } from './user-identity';
import type { RevokedGrants } from './revoked-grants';
import { verifiedTokens } from './verified-tokens';

export type Claims = JWTPayload & { email?: string; name?: string; scope?: string; sid?: string; grant_id?: string; client_id?: string };

export interface VerifiedAccess {
  /** Who the caller is; state the user changes is not here (see UserIdentity). */
  user: UserIdentity;
  claims: Claims;
}

export interface AccessTokens {
  /** What the token proves, or an ApiError: 401 for a token that is not (or no longer) valid, 403 for a stranger. */
  verify(token: string, log: FastifyBaseLogger): Promise<VerifiedAccess>;
}

interface Options {
  config: Config;
  db: Db;
  keySet: JWTVerifyGetKey;
  /** The embedded provider's revoked grants; an external issuer's tokens carry no grant of ours. */
  revoked?: RevokedGrants | undefined;
}

/**
 * What a bearer token says, once its signature, issuer, audience and lifetime are checked: a person's token and an
 * integration client's (client credentials) alike. Anything else is 401.
 */
export async function verifiedClaims(token: string, { config, keySet }: Pick<Options, 'config' | 'keySet'>, log: FastifyBaseLogger): Promise<Claims> {
  try {
    const { payload } = await jwtVerify<Claims>(token, keySet, { issuer: config.oidc.issuer, audience: config.oidc.audience });
    return payload;
  } catch (error) {
    log.debug({ err: error }, 'access token rejected');
    throw errors.unauthorized();
  }
}

/** A client-credentials token: it names the client, not a person (its subject is the client). */
export const isClientToken = (claims: Claims): boolean => typeof claims.client_id === 'string' && claims.sub === claims.client_id;

/**
 * Access tokens as the API and the userinfo endpoint take them. A token is verified and its user found once; later
 * requests with the same token use what it proved until it expires (verifiedTokens). Whether its grant was revoked
 * since is asked every time, from memory (revokedGrants).
 */
export function accessTokens({ config, db, keySet, revoked }: Options): AccessTokens {
  const verified = verifiedTokens<VerifiedAccess>();

  const verifyAnew = async (token: string, log: FastifyBaseLogger): Promise<VerifiedAccess> => {
    const claims = await verifiedClaims(token, { config, keySet }, log);
    // A merchant's system is not a person: its token is for the integration API only (issue 29).
    if (isClientToken(claims)) throw errors.clientTokenRefused();
    const user = await findIdentity(db, { email: typeof claims.email === 'string' ? claims.email : undefined, sub: claims.sub });
    // A valid identity without a MyFarm user record is the "no configuration" case of the error catalogue.
    if (!user) throw errors.noConfiguration();
    const proved = { user, claims };
    verified.remember(token, proved, claims.exp);
    return proved;
  };

  return {
    async verify(token, log) {
      const proved = verified.get(token) ?? (await verifyAnew(token, log));
      const grantId = proved.claims.grant_id;
      if (revoked && typeof grantId === 'string' && (await revoked.has(grantId))) {
        log.debug('access token of a revoked grant');
        throw errors.unauthorized();
      }
      return proved;
    },
  };
}
