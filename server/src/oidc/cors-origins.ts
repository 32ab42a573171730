import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Config } from '../config';

/** Documents anyone may read from any page: the discovery document and the public keys. */
const OPEN_PATHS = new Set(['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server', '/jwks']);

/** Where the portal's sign-in code runs: the public URL's origin and each redirect URI's. */
export function portalOrigins(config: Config): ReadonlySet<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.oidc.redirectUris.map((uri) => new URL(uri).origin)]);
}

/**
 * oidc-provider checks a cross-origin request's origin against the client (clientBasedCORS) only once the request
 * itself arrives, and answers every preflight with the asking origin. This answers preflights from other origins
 * with no CORS headers, so a browser on another site is refused before it sends a code or a refresh token.
 */
export function refuseForeignPreflights(origins: ReadonlySet<string>) {
  return async (ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> => {
    const origin = ctx.get('Origin');
    if (ctx.method === 'OPTIONS' && origin && !origins.has(origin) && !OPEN_PATHS.has(ctx.path)) {
      ctx.vary('Origin');
      ctx.status = 204;
      return;
    }
    await next();
  };
}
