import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { VIDEO_PLAYER_ORIGIN } from '@farm/area-content/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { cspNonce } from './csp-nonce';

type RouteHelmet = Omit<FastifyHelmetOptions, 'global'>;
type Directives = NonNullable<Extract<RouteHelmet['contentSecurityPolicy'], { directives?: unknown }>['directives']>;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `'nonce-…'` of the response being answered: helmet calls it per response, the page reads the same nonce. */
export const nonceSource = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${cspNonce(response)}'`;

const originOf = (url: string) => new URL(url).origin;
const unique = (values: string[]) => [...new Set(values)];

/**
 * The Content-Security-Policy of the portal's own pages (the single-page app, the widgets' dev pages and the
 * sign-in pages). Scripts run only with this response's nonce; 'strict-dynamic' lets the modules those scripts
 * import load, and nothing else: no host list to get around, no inline script without the nonce, no eval. The
 * origins it names come from the configuration, so another issuer or farm management product needs no change.
 */
function pageDirectives(config: Config): Directives {
  const https = config.publicUrl.startsWith('https://');
  const self = originOf(config.publicUrl);
  return {
    'default-src': ["'self'"],
    'script-src': [nonceSource, "'strict-dynamic'"],
    // Emotion's style tags carry the nonce (the page's <meta property="csp-nonce">); React's style props are
    // set through the CSSOM, which a policy does not govern.
    'style-src': [nonceSource],
    // The API, and the issuer's discovery, token and key endpoints, which may be on another origin.
    'connect-src': unique(["'self'", self, originOf(config.oidc.issuer)]),
    // Rich content from the content service may show images from any https address (sanitised on write).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'frame-src': [VIDEO_PLAYER_ORIGIN, ...(config.farmManagementUrl ? [originOf(config.farmManagementUrl)] : [])],
    // The dev pages' mock service worker; blob: for a worker made in the page (pdf.js's).
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // A sign-in form's answer redirects to the portal's callback, and a sign-out's to where the portal asked;
    // browsers hold a form's redirects to this list too.
    'form-action': unique(["'self'", self, ...[...config.oidc.redirectUris, ...config.oidc.postLogoutRedirectUris].map(originOf)]),
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Route options of a route that answers with pages: this Content-Security-Policy, with each response's nonce,
 * and no place in the API's description.
 */
export function withPolicy(directives: Directives): { schema: { hide: true }; helmet: RouteHelmet } {
  return { schema: { hide: true }, helmet: { contentSecurityPolicy: { useDefaults: false, directives } } };
}

/** Route options of a route that answers with a page of the portal (pageDirectives). */
export const pageRoute = (config: Config) => withPolicy(pageDirectives(config));

/**
 * Security headers on every response (@fastify/helmet). The Content-Security-Policy is a page's, so it is set
 * only by the routes that send pages (withPolicy, pageRoute); an API answer or a script does not need one.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    // No page of ours is shown in a frame, so none may be (frame-ancestors 'none' says the same to newer browsers).
    xFrameOptions: { action: 'deny' },
    // Full referrers only to our own origin; other sites (the issuer, the video player, which needs one to
    // play) get the origin and no path or query, and plain http gets nothing.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only when browsers reach us over TLS (a proxy in front terminates it); never for plain-http development.
    // Not includeSubDomains: the portal's host name does not speak for the other sites under its domain.
    strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: YEAR_SECONDS, includeSubDomains: false } : false,
    // Farms are on slow lines: let the browser resolve the addresses a page links to ahead of time.
    xDnsPrefetchControl: { allow: true },
  });
}

/**
 * The security headers of the health probes, made once: load balancers poll them every second or so, and
 * helmet's per-response work would cost a bare route a large share of its requests a second. The same
 * protections as every answer's, for the day a browser is sent there: nothing may frame, sniff or run it.
 */
export function probeHeaders(config: Config): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(config.publicUrl.startsWith('https://') ? { 'strict-transport-security': `max-age=${YEAR_SECONDS}` } : {}),
    'cache-control': 'no-store',
  });
}
