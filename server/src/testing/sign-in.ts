import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../seeds';
import { OIDC_SCOPES } from '../oidc';
import { CookieJar } from './cookie-jar';
import { TEST_PUBLIC_URL } from './test-app';

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  idToken: string;
  /** The browser's cookies at the provider, e.g. for a later logout. */
  cookies: CookieJar;
}

const clientId = 'myfarm-portal';
const redirectUri = `${TEST_PUBLIC_URL}/callback`;

function pathOf(location: string | undefined): string {
  assert.ok(location, 'expected a redirect');
  const url = new URL(location, TEST_PUBLIC_URL);
  return `${url.pathname}${url.search}`;
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(challenge: string, state: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: OIDC_SCOPES.join(' '),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  });
  return `/oidc/auth?${query}`;
}

/** Starts an authorization request and follows it to the login page; returns the form action. */
export async function openLoginPage(app: FastifyInstance, jar: CookieJar, challenge: string, state: string) {
  return openLoginPageAt(app, jar, authorizeUrl(challenge, state));
}

/** Follows any authorization request (a path under /oidc/auth, or a client library's URL) to the login page. */
async function openLoginPageAt(app: FastifyInstance, jar: CookieJar, authorization: string) {
  const start = await app.inject({ method: 'GET', url: pathOf(authorization), headers: { cookie: jar.header() } });
  jar.store(start);
  assert.equal(start.statusCode, 303, `authorize: ${start.body}`);
  const interaction = await app.inject({ method: 'GET', url: pathOf(start.headers.location as string), headers: { cookie: jar.header() } });
  jar.store(interaction);
  return { interaction, action: /action="([^"]+)"/.exec(interaction.body)?.[1] };
}

export async function postLogin(app: FastifyInstance, jar: CookieJar, action: string, email: string, password: string) {
  const response = await app.inject({
    method: 'POST',
    url: action,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  jar.store(response);
  return response;
}

export async function tokenRequest(app: FastifyInstance, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: clientId, ...form }).toString(),
  });
}

/**
 * Signs in at the login page an authorization request leads to, and follows the provider's redirects until it
 * sends the browser back to the portal; returns that callback URL (with the code).
 */
export async function followSignIn(app: FastifyInstance, jar: CookieJar, authorization: string, email: string, password = DEMO_PASSWORD): Promise<URL> {
  const { action } = await openLoginPageAt(app, jar, authorization);
  assert.ok(action, 'login form has an action');
  const login = await postLogin(app, jar, action, email, password);
  assert.equal(login.statusCode, 303, `login as ${email}: ${login.statusCode}`);

  let location = login.headers.location as string;
  for (let hop = 0; hop < 5 && !location.startsWith(redirectUri); hop++) {
    const next = await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } });
    jar.store(next);
    assert.ok([302, 303].includes(next.statusCode), `redirect hop ${hop}: ${next.statusCode} ${next.body.slice(0, 300)}`);
    location = next.headers.location as string;
  }
  return new URL(location);
}

/** An authorization code for the user, not yet exchanged, with its PKCE verifier and the browser's cookies. */
export async function authorizationCode(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const cookies = new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const callback = await followSignIn(app, cookies, authorizeUrl(challenge, state), email, password);
  assert.equal(callback.searchParams.get('state'), state);
  const code = callback.searchParams.get('code');
  assert.ok(code, `callback has a code: ${callback}`);
  return { code, verifier, cookies };
}

/** The token request that exchanges an authorization code, as the portal's browser code sends it. */
export function codeExchange(code: string, verifier: string): Record<string, string> {
  return { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier };
}

/** Signs a user in through the real authorization-code + PKCE flow, as the portal's browser code does. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<SignedIn> {
  const { code, verifier, cookies: jar } = await authorizationCode(app, email, password);
  const token = await tokenRequest(app, codeExchange(code, verifier));
  assert.equal(token.statusCode, 200, `token: ${token.body}`);
  const body = token.json() as { access_token: string; refresh_token: string; id_token: string };
  return { accessToken: body.access_token, refreshToken: body.refresh_token, idToken: body.id_token, cookies: jar };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
