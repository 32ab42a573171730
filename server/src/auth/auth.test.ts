import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { loadServerKeys } from '../security/server-keys';
import { bearer, createTestApp, signIn, TEST_PUBLIC_URL, type TestApp } from '../testing';

const UNAUTHORIZED = {
  status: 401,
  errorCode: 'UNAUTHORIZED',
  errorMessage: 'Your session has expired. Please sign in again.',
};

let t: TestApp;
let signingKey: JWK;
before(async () => {
  t = await createTestApp();
  signingKey = (await loadServerKeys(t.db)).signingKeys[0]!;
});
after(() => t.close());

async function token(claims: Record<string, unknown>, options: { key?: CryptoKey; expiresIn?: string | number } = {}) {
  const key = options.key ?? ((await importJWK(signingKey, 'RS256')) as CryptoKey);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid!, typ: 'at+jwt' })
    .setIssuer(`${TEST_PUBLIC_URL}/oidc`)
    .setAudience('urn:myfarm:api')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(key);
}

describe('bearer-token authentication of the API', () => {
  it('answers 401 with the session-expired envelope when there is no token', async () => {
    const response = await t.app.inject({ url: '/api/myuser/accounts' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), UNAUTHORIZED);
  });

  it('answers 401 to a token that is not a JWT', async () => {
    const response = await t.app.inject({ url: '/api/user', headers: bearer('not-a-token') });
    assert.deepEqual([response.statusCode, response.json()], [401, UNAUTHORIZED]);
  });

  it('answers 401 to an expired token', async () => {
    const expired = await token({ email: 'grower@myfarm.example' }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const response = await t.app.inject({ url: '/api/user', headers: bearer(expired) });
    assert.deepEqual([response.statusCode, response.json()], [401, UNAUTHORIZED]);
  });

  it('answers 401 to a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await token({ email: 'grower@myfarm.example' }, { key: privateKey });
    const response = await t.app.inject({ url: '/api/user', headers: bearer(forged) });
    assert.equal(response.statusCode, 401);
  });

  it('answers 401 to an ID token (wrong audience)', async () => {
    const { idToken } = await signIn(t.app, 'grower@myfarm.example');
    const response = await t.app.inject({ url: '/api/user', headers: bearer(idToken) });
    assert.equal(response.statusCode, 401);
  });

  it('finds the user by the e-mail claim ignoring case', async () => {
    const valid = await token({ email: 'GROWER@myfarm.example', sub: 'someone-else' });
    const response = await t.app.inject({ url: '/api/user', headers: bearer(valid) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.myUser.email, 'grower@myfarm.example');
  });

  it('answers 403 "No MyFarm configuration" to a valid token for an unknown person', async () => {
    const stranger = await token({ email: 'stranger@elsewhere.example', sub: 'abc' });
    const response = await t.app.inject({ url: '/api/user', headers: bearer(stranger) });
    assert.equal(response.statusCode, 403);
    assert.match(response.json().errorMessage, /No MyFarm configuration/);
  });

  it('reads the optional X-Session-Id header into the request', async () => {
    const { accessToken } = await signIn(t.app, 'grower@myfarm.example');
    const response = await t.app.inject({
      url: '/api/user',
      headers: { ...bearer(accessToken), 'x-session-id': 'session-123' },
    });
    assert.equal(response.json().data.user.sessionId, 'session-123');
  });
});
