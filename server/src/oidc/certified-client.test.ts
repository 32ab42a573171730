import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { bearer, CookieJar, createTestApp, followSignIn, TEST_PUBLIC_URL, type TestApp } from '../testing';

const GRANTED = ['email', 'openid', 'profile'];

/** openid-client's HTTP requests, answered by the app in process. */
function fetchThrough(app: FastifyInstance): client.CustomFetch {
  return async (url, { method, headers, body }) => {
    const target = new URL(url);
    const response = await app.inject({
      method: method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(body === undefined || body === null ? {} : { payload: body instanceof URLSearchParams ? body.toString() : String(body) }),
    });
    const answer = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined) answer.append(name, String(one));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: answer });
  };
}

const scopesOf = (scope: unknown) => (typeof scope === 'string' ? scope.split(' ').filter(Boolean).sort() : scope);

let t: TestApp;
let config: client.Configuration;
before(async () => {
  t = await createTestApp();
  config = await client.discovery(new URL(`${TEST_PUBLIC_URL}/oidc`), 'myfarm-portal', undefined, client.None(), {
    [client.customFetch]: fetchThrough(t.app),
    // The test's public URL is plain http://localhost.
    execute: [client.allowInsecureRequests],
  });
});
after(() => t?.close());

/** Discovery, then code + PKCE with a nonce, as a certified relying party does it. */
async function signInWithOpenidClient() {
  const verifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${TEST_PUBLIC_URL}/callback`,
    scope: 'openid email profile offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    nonce,
    state,
  });
  const callback = await followSignIn(t.app, new CookieJar(), url.href, 'grower@myfarm.example');
  const tokens = await client.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, expectedState: state });
  return { tokens, nonce };
}

describe('the provider, driven by openid-client (a certified relying party)', () => {
  it('answers userinfo for the access token the portal gets, with the claims of its scopes', async () => {
    const { tokens } = await signInWithOpenidClient();
    const sub = tokens.claims()!.sub;
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, sub);
    assert.deepEqual(userinfo, { sub, email: 'grower@myfarm.example', email_verified: true, name: 'Tom Harrison' });
  });

  it('reports the granted scopes in the token response and in the access token', async () => {
    const { tokens } = await signInWithOpenidClient();
    assert.deepEqual(scopesOf(tokens.scope), GRANTED);
    assert.deepEqual(scopesOf(decodeJwt(tokens.access_token).scope), GRANTED);
    assert.ok(tokens.refresh_token, 'a refresh token was granted');
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token);
    assert.deepEqual(scopesOf(refreshed.scope), GRANTED);
    assert.deepEqual(scopesOf(decodeJwt(refreshed.access_token).scope), GRANTED);
  });

  it('gives the sign-in ID token its nonce and refreshed ID tokens none (OpenID Connect Core §12.2)', async () => {
    const { tokens, nonce } = await signInWithOpenidClient();
    assert.equal(tokens.claims()!.nonce, nonce);
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    const claims = refreshed.claims()!;
    assert.equal(claims.nonce, undefined);
    assert.equal(claims.sub, tokens.claims()!.sub);
    assert.equal(claims.sid, tokens.claims()!.sid);
    // A second refresh, from the rotated token, likewise.
    const again = await client.refreshTokenGrant(config, refreshed.refresh_token!);
    assert.equal(again.claims()!.nonce, undefined);
  });

  it('revokes: the refresh token, the API and userinfo all refuse afterwards', async () => {
    const { tokens } = await signInWithOpenidClient();
    await client.tokenRevocation(config, tokens.refresh_token!);
    await assert.rejects(client.refreshTokenGrant(config, tokens.refresh_token!), (error: Error & { error?: string }) => error.error === 'invalid_grant');
    await t.app.farm.dataChanges.poll();
    const api = await t.app.inject({ url: '/api/user', headers: bearer(tokens.access_token) });
    assert.equal(api.statusCode, 401);
    await assert.rejects(
      client.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub),
      (error: Error & { cause?: { parameters?: { error?: string } }[] }) => error.cause?.[0]?.parameters?.error === 'invalid_token',
    );
  });
});

describe('the userinfo endpoint', () => {
  it('refuses a request without a token, naming the Bearer scheme (RFC 6750 §3.1)', async () => {
    const response = await t.app.inject({ url: '/oidc/me' });
    assert.equal(response.statusCode, 401);
    assert.equal(response.headers['www-authenticate'], `Bearer realm="${TEST_PUBLIC_URL}/oidc"`);
  });

  it('refuses a token that is not one of ours', async () => {
    const response = await t.app.inject({ url: '/oidc/me', headers: bearer('not-a-token') });
    assert.equal(response.statusCode, 401);
    assert.match(String(response.headers['www-authenticate']), /error="invalid_token"/);
    assert.equal(response.json().error, 'invalid_token');
  });

  it('takes the token from a form body too, but never from both places', async () => {
    const { tokens } = await signInWithOpenidClient();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const posted = await t.app.inject({ method: 'POST', url: '/oidc/me', headers: form, payload: `access_token=${tokens.access_token}` });
    assert.equal(posted.statusCode, 200, posted.body);
    const both = await t.app.inject({
      method: 'POST',
      url: '/oidc/me',
      headers: { ...form, ...bearer(tokens.access_token) },
      payload: `access_token=${tokens.access_token}`,
    });
    assert.equal(both.statusCode, 400);
    assert.equal(both.json().error, 'invalid_request');
  });
});
