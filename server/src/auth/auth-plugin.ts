import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, UserIdentity } from '../db';
import { errors } from '../http';
import type { AccessTokens, Claims } from './access-tokens';
import { viewAsIdentity, type ViewAs } from './view-as-context';

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
  db: Db;
  tokens: AccessTokens;
}

/** The token of an `Authorization: Bearer` header (RFC 6750 §2.1). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** A session id worth recording: printable ASCII, at most 200 characters; anything else is ignored. */
function sessionIdOf(value: unknown): string | null {
  return typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value) ? value : null;
}

/** Adds bearer-token authentication (AccessTokens) to every route of the scope it is called in. */
export function requireBearerToken(app: FastifyInstance, { db, tokens }: Options): void {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw errors.unauthorized();
    const { user, claims } = await tokens.verify(token, request.log);
    const sessionId = sessionIdOf(request.headers['x-session-id']) ?? sessionIdOf(claims.sid);
    const viewAs = request.headers['x-view-as'];
    request.auth =
      typeof viewAs === 'string' ? { claims, sessionId, ...(await viewAsIdentity(db, user, viewAs, request.method)) } : { user, claims, sessionId };
  });
}
