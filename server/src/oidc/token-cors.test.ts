import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing';

// The portal's public URL, and a second origin it is served on (only a redirect URI names it).
const PORTAL = TEST_PUBLIC_URL;
const SECOND = 'http://127.0.0.1:4000';
const FOREIGN = 'https://elsewhere.example';

let t: TestApp;
before(async () => {
  t = await createTestApp({ OIDC_REDIRECT_URIS: `${SECOND}/callback` });
});
after(() => t?.close());

const preflight = (url: string, origin: string, method = 'POST') =>
  t.app.inject({ method: 'OPTIONS', url, headers: { origin, 'access-control-request-method': method } });

const refresh = (origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'myfarm-portal', grant_type: 'refresh_token', refresh_token: 'unknown' }).toString(),
  });

describe('CORS at the provider', () => {
  it("lets /oidc/token answer the public URL and the redirect URIs' origins", async () => {
    for (const origin of [PORTAL, SECOND]) {
      const allowed = await preflight('/oidc/token', origin);
      assert.equal(allowed.headers['access-control-allow-origin'], origin);
      const answered = await refresh(origin);
      assert.equal(answered.headers['access-control-allow-origin'], origin, answered.body);
      assert.equal(answered.json().error, 'invalid_grant');
    }
  });

  it("answers another origin's preflight to /oidc/token, the revocation and userinfo with no CORS headers", async () => {
    for (const url of ['/oidc/token', '/oidc/token/revocation', '/oidc/me']) {
      const refused = await preflight(url, FOREIGN);
      assert.equal(refused.headers['access-control-allow-origin'], undefined, url);
      assert.equal(refused.headers['access-control-allow-methods'], undefined, url);
    }
    const request = await refresh(FOREIGN);
    assert.equal(request.headers['access-control-allow-origin'], undefined);
  });

  it('keeps the discovery document and the keys readable from any page', async () => {
    for (const url of ['/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const open = await preflight(url, FOREIGN, 'GET');
      assert.equal(open.headers['access-control-allow-origin'], FOREIGN, url);
    }
  });

  it("lets userinfo answer the portal's origins", async () => {
    const allowed = await preflight('/oidc/me', SECOND, 'GET');
    assert.equal(allowed.headers['access-control-allow-origin'], SECOND);
    const answered = await t.app.inject({ url: '/oidc/me', headers: { origin: PORTAL } });
    assert.equal(answered.statusCode, 401);
    assert.equal(answered.headers['access-control-allow-origin'], PORTAL);
  });
});
