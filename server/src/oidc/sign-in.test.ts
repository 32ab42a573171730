import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { bearer, CookieJar, createTestApp, openLoginPage, pkcePair, postLogin, signIn, signOut, TEST_PUBLIC_URL, tokenRequest, type TestApp } from '../testing';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

describe('the embedded OpenID provider', () => {
  it('publishes its discovery document under /oidc with PKCE S256 and the portal scopes', async () => {
    const response = await t.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    assert.equal(response.statusCode, 200);
    const discovery = response.json();
    assert.equal(discovery.issuer, `${TEST_PUBLIC_URL}/oidc`);
    assert.equal(discovery.authorization_endpoint, `${TEST_PUBLIC_URL}/oidc/auth`);
    assert.equal(discovery.token_endpoint, `${TEST_PUBLIC_URL}/oidc/token`);
    assert.equal(discovery.jwks_uri, `${TEST_PUBLIC_URL}/oidc/jwks`);
    assert.deepEqual(discovery.code_challenge_methods_supported, ['S256']);
    for (const scope of ['openid', 'email', 'profile', 'offline_access']) assert.ok(discovery.scopes_supported.includes(scope));
  });

  it('publishes only public signing keys', async () => {
    const { keys } = (await t.app.inject({ url: '/oidc/jwks' })).json() as { keys: Record<string, unknown>[] };
    assert.ok(keys.length > 0);
    for (const key of keys) {
      assert.equal(key.kty, 'RSA');
      assert.equal(key.d, undefined);
    }
  });

  it('refuses an authorization request without PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'myfarm-portal',
      redirect_uri: `${TEST_PUBLIC_URL}/callback`,
      response_type: 'code',
      scope: 'openid',
    });
    const response = await t.app.inject({ url: `/oidc/auth?${query}` });
    assert.equal(response.statusCode, 303);
    assert.match(String(response.headers.location), /error=invalid_request/);
  });
});

describe('the login page', () => {
  it('has a labelled Email and Password field and a Sign in button', async () => {
    const { interaction, action } = await openLoginPage(t.app, new CookieJar(), pkcePair().challenge, 'state-1');
    assert.equal(interaction.statusCode, 200);
    assert.match(String(interaction.headers['content-type']), /text\/html/);
    const html = interaction.body;
    assert.match(html, /<title>Sign in to MyFarm<\/title>/);
    assert.match(html, /<label for="email">Email<\/label>/);
    assert.match(html, /<input id="email" name="email" type="email" autocomplete="username"/);
    assert.match(html, /<label for="password">Password<\/label>/);
    assert.match(html, /<input id="password" name="password" type="password"/);
    assert.match(html, /<button type="submit">Sign in<\/button>/);
    assert.match(html, /<html lang="en-GB">/);
    assert.match(html, /name="viewport"/);
    assert.match(action ?? '', /^\/oidc\/interaction\/[\w-]+\/login$/);
  });

  it('shows "Incorrect email or password." for a wrong password and keeps the e-mail', async () => {
    const jar = new CookieJar();
    const { action } = await openLoginPage(t.app, jar, pkcePair().challenge, 'state-2');
    const response = await postLogin(t.app, jar, action!, 'Grower@MyFarm.example', 'wrong-password');
    assert.equal(response.statusCode, 401);
    assert.match(response.body, /role="alert">Incorrect email or password\.<\/p>/);
    assert.match(response.body, /value="Grower@MyFarm.example"/);
    assert.match(response.body, /aria-invalid="true"/);
  });

  it('gives the same answer for an unknown e-mail as for a wrong password', async () => {
    const jar = new CookieJar();
    const { action } = await openLoginPage(t.app, jar, pkcePair().challenge, 'state-3');
    const response = await postLogin(t.app, jar, action!, 'nobody@myfarm.example', 'myfarm-demo');
    assert.equal(response.statusCode, 401);
    assert.match(response.body, /Incorrect email or password\./);
  });

  it('escapes the e-mail it shows back', async () => {
    const jar = new CookieJar();
    const { action } = await openLoginPage(t.app, jar, pkcePair().challenge, 'state-4');
    const response = await postLogin(t.app, jar, action!, '"><script>x</script>', 'x');
    assert.ok(!response.body.includes('<script>x'));
    assert.match(response.body, /value="&quot;&gt;&lt;script&gt;x&lt;\/script&gt;"/);
  });

  it('explains an expired or unknown sign-in instead of failing', async () => {
    const response = await t.app.inject({ url: '/oidc/interaction/not-a-real-uid' });
    assert.equal(response.statusCode, 400);
    assert.match(response.body, /Your sign-in has expired/);
  });
});

describe('tokens', () => {
  it('issues a short-lived RS256 JWT access token for the API audience with the e-mail claim', async () => {
    const { accessToken, idToken } = await signIn(t.app, 'grower@myfarm.example');
    const header = decodeProtectedHeader(accessToken);
    assert.equal(header.alg, 'RS256');
    assert.equal(header.typ, 'at+jwt');
    const claims = decodeJwt(accessToken);
    assert.equal(claims.iss, `${TEST_PUBLIC_URL}/oidc`);
    assert.equal(claims.aud, 'urn:myfarm:api');
    assert.equal(claims.email, 'grower@myfarm.example');
    assert.equal(claims.client_id, 'myfarm-portal');
    assert.equal((claims.exp ?? 0) - (claims.iat ?? 0), 300);
    const id = decodeJwt(idToken);
    assert.equal(id.email, 'grower@myfarm.example');
    assert.equal(id.name, 'Tom Harrison');
  });

  it('rotates the refresh token on use and refuses the old one afterwards', async () => {
    const { refreshToken } = await signIn(t.app, 'grower@myfarm.example');
    const first = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
    assert.equal(first.statusCode, 200, first.body);
    const rotated = first.json() as { access_token: string; refresh_token: string };
    assert.ok(rotated.refresh_token);
    assert.notEqual(rotated.refresh_token, refreshToken);
    const api = await t.app.inject({ url: '/api/user', headers: bearer(rotated.access_token) });
    assert.equal(api.statusCode, 200);

    const replay = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.json().error, 'invalid_grant');
  });

  it("answers a refresh that names the granted scopes, as the portal's oidc-client-ts sends it", async () => {
    const first = await signIn(t.app, 'grower@myfarm.example');
    const response = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: first.refreshToken, scope: 'openid email profile' });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().scope, 'openid email profile');
  });

  it('refuses an authorization code with the wrong PKCE verifier', async () => {
    // signIn proves the right verifier works; here the code is exchanged with another one.
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const { action } = await openLoginPage(t.app, jar, challenge, 'state-5');
    let response = await postLogin(t.app, jar, action!, 'grower@myfarm.example', 'myfarm-demo');
    while (!String(response.headers.location).startsWith(`${TEST_PUBLIC_URL}/callback`)) {
      const next = new URL(String(response.headers.location), TEST_PUBLIC_URL);
      response = await t.app.inject({ url: `${next.pathname}${next.search}`, headers: { cookie: jar.header() } });
      jar.store(response);
    }
    const code = new URL(String(response.headers.location)).searchParams.get('code')!;
    const token = await tokenRequest(t.app, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${TEST_PUBLIC_URL}/callback`,
      code_verifier: pkcePair().verifier,
    });
    assert.equal(token.statusCode, 400);
    assert.equal(token.json().error, 'invalid_grant');
  });
});

describe('sign-out', () => {
  it('signs out without a second click, returns to the portal, and asks for the password next time', async () => {
    const session = await signIn(t.app, 'lead@myfarm.example');
    const { page, confirm } = await signOut(t.app, session);
    // The confirmation form submits itself, already saying yes.
    assert.match(page.body, /document\.forms\['op\.logoutForm'\]\.submit\(\)/);
    assert.match(page.body, /name="logout" value="yes"/);
    assert.equal(confirm.headers.location, `${TEST_PUBLIC_URL}/`);
    const { refreshToken, cookies } = session;

    const again = await openLoginPage(t.app, cookies, pkcePair().challenge, 'state-6');
    assert.match(again.interaction.body, /Sign in to MyFarm/);

    const refresh = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
    assert.equal(refresh.statusCode, 400, 'refresh tokens end with the provider session');
  });
});
