import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, type AccessTokens } from '../auth';
import type { Config } from '../config';
import { ApiError } from '../http';
import { portalOrigins } from './cors-origins';
import { SCOPE_CLAIMS, USERINFO_PATH } from './create-provider';

interface Options {
  config: Config;
  tokens: AccessTokens;
}

/** The most a userinfo request body may be: a form with one access token. */
const BODY_LIMIT = 8 * 1024;

type BearerError = { status: 400 | 401 | 403; error: 'invalid_request' | 'invalid_token' | 'insufficient_scope'; description: string };

/** RFC 6750 §2.1 and §2.2: the header or a form field, and never both. */
function tokenOf(request: FastifyRequest): string | BearerError | undefined {
  const fromHeader = bearerToken(request);
  const body = Buffer.isBuffer(request.body) ? request.body.toString() : '';
  const form = /^application\/x-www-form-urlencoded/i.test(request.headers['content-type'] ?? '') ? new URLSearchParams(body) : undefined;
  const fromBody = form?.get('access_token') ?? undefined;
  if (fromHeader && fromBody) return { status: 400, error: 'invalid_request', description: 'access token provided in more than one way' };
  return fromHeader ?? fromBody;
}

/**
 * The userinfo endpoint (OpenID Connect Core §5.3) the discovery document names, for the access tokens the portal
 * holds. Those are JWTs for the API that oidc-provider never stores, so its own userinfo could not find them;
 * this verifies them exactly as the API does (signature, audience, expiry, revoked grant) and answers the claims
 * their scopes release.
 */
export async function userinfoRoute(app: FastifyInstance, { config, tokens }: Options): Promise<void> {
  const origins = portalOrigins(config);
  const realm = config.oidc.issuer;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  const allowOrigin = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin && origins.has(origin)) reply.header('access-control-allow-origin', origin).header('access-control-expose-headers', 'WWW-Authenticate');
  };

  const refuse = (reply: FastifyReply, { status, error, description }: BearerError) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('www-authenticate', `Bearer realm="${realm}", error="${error}", error_description="${description}"`)
      .send({ error, error_description: description });

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    allowOrigin(request, reply);
    const token = tokenOf(request);
    if (token === undefined) {
      // RFC 6750 §3.1: a request without credentials is told only which scheme to use.
      return reply
        .code(401)
        .header('cache-control', 'no-store')
        .header('www-authenticate', `Bearer realm="${realm}"`)
        .send({ error: 'invalid_token', error_description: 'no access token provided' });
    }
    if (typeof token !== 'string') return refuse(reply, token);
    const proved = await tokens.verify(token, request.log).catch((error: unknown) => {
      if (error instanceof ApiError) return undefined;
      throw error;
    });
    if (!proved) return refuse(reply, { status: 401, error: 'invalid_token', description: 'invalid token provided' });
    const scopes = new Set(typeof proved.claims.scope === 'string' ? proved.claims.scope.split(' ') : []);
    if (!scopes.has('openid')) return refuse(reply, { status: 403, error: 'insufficient_scope', description: 'access token missing openid scope' });

    const { user } = proved;
    const values: Record<string, unknown> = { sub: user.id, email: user.email, email_verified: true, name: user.name };
    const released = [...scopes].flatMap((scope) => SCOPE_CLAIMS[scope] ?? []).filter((claim) => claim in values);
    return reply.header('cache-control', 'no-store').send(Object.fromEntries(released.map((claim) => [claim, values[claim]])));
  };

  // Part of the provider, not the API: not in the OpenAPI document.
  const schema = { hide: true };
  app.route({ method: ['GET', 'POST'], url: USERINFO_PATH, schema, handler: answer });
  app.options(USERINFO_PATH, { schema }, async (request, reply) => {
    allowOrigin(request, reply);
    if (reply.hasHeader('access-control-allow-origin')) {
      reply.header('access-control-allow-methods', 'GET,POST').header('access-control-allow-headers', 'Authorization').header('access-control-max-age', '3600');
    }
    return reply.code(204).send();
  });
}
