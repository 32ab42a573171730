import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import type { Db, UserIdentity } from '../db';
import { errors } from '../http';
import { findIdentity } from '../modules/users';
import { verifiedTokens } from './verified-tokens';
import { viewAsIdentity, type ViewAs } from './view-as-context';

type Claims = JWTPayload & { email?: string; name?: string };

export interface AuthContext {
  /** Who the caller is; state the user changes is not here (see UserIdentity). */
  user: UserIdentity;
  claims: Claims;
  /**
   * The sign-in session, for audit trails: the optional `X-Session-Id` header the portal sends (spec 1 §7), else
   * the access token's `sid` claim.
   */
  sessionId: string | null;
  /** Set while staff view a business as its customers see it: `user` is then the business's lead. */
  viewAs?: ViewAs;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every request inside the authenticated API scope. */
    auth: AuthContext;
  }
}

interface Options {
  config: Config;
  db: Db;
  keySet: JWTVerifyGetKey;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** A session id worth recording: printable ASCII, at most 200 characters; anything else is ignored. */
function sessionIdOf(value: unknown): string | null {
  return typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value) ? value : null;
}

/**
 * Adds bearer-token authentication to every route of the scope it is called in. A token is verified and its user
 * found once; later requests with the same token use what it proved until it expires (verifiedTokens).
 */
export function requireBearerToken(app: FastifyInstance, { config, db, keySet }: Options): void {
  const verified = verifiedTokens<Pick<AuthContext, 'user' | 'claims'>>();
  const verify = async (token: string, request: FastifyRequest): Promise<Pick<AuthContext, 'user' | 'claims'>> => {
    let claims: Claims;
    try {
      ({ payload: claims } = await jwtVerify(token, keySet, {
        issuer: config.oidc.issuer,
        audience: config.oidc.audience,
      }));
    } catch (error) {
      request.log.debug({ err: error }, 'access token rejected');
      throw errors.unauthorized();
    }
    const user = await findIdentity(db, { email: typeof claims.email === 'string' ? claims.email : undefined, sub: claims.sub });
    // A valid identity without a MyFarm user record is the "no configuration" case of the error catalogue.
    if (!user) throw errors.noConfiguration();
    const proved = { user, claims };
    verified.remember(token, proved, claims.exp);
    return proved;
  };

  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw errors.unauthorized();
    const { user, claims } = verified.get(token) ?? (await verify(token, request));
    const sessionId = sessionIdOf(request.headers['x-session-id']) ?? sessionIdOf(claims.sid);
    const viewAs = request.headers['x-view-as'];
    request.auth =
      typeof viewAs === 'string' ? { claims, sessionId, ...(await viewAsIdentity(db, user, viewAs, request.method)) } : { user, claims, sessionId };
  });
}
