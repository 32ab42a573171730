import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing';
import { createIntegrationClient, disableIntegrationClient, rotateIntegrationSecret } from './integration-client-queries';

let t: TestApp;
let erp: { clientId: string; secret: string };

before(async () => {
  t = await createTestApp();
  const { client, secret } = await createIntegrationClient(t.db, { name: 'Harvest ERP', scopes: ['contracts:write', 'movements:write'] });
  erp = { clientId: client.clientId, secret };
});
after(() => t?.close());

/** POST /oidc/token with the client credentials grant, the client authenticating with HTTP Basic. */
const clientToken = (credentials: { clientId: string; secret: string }, scope?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(credentials.clientId)}:${encodeURIComponent(credentials.secret)}`).toString('base64')}`,
    },
    payload: new URLSearchParams({ grant_type: 'client_credentials', ...(scope ? { scope } : {}) }).toString(),
  });

async function tokenFor(scope: string): Promise<string> {
  const response = await clientToken(erp, scope);
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { access_token: string }).access_token;
}

const whoAmI = (token: string) => t.app.inject({ url: '/api/integration/v1/client', headers: bearer(token) });

describe('integration clients at the provider (OAuth 2 client credentials)', () => {
  it('issues a JWT for the API naming the client, with the scopes it asked for within those it is registered for', async () => {
    const token = await tokenFor('movements:write');
    const claims = decodeJwt(token);
    assert.equal(claims.client_id, erp.clientId);
    assert.equal(claims.sub, erp.clientId);
    assert.equal(claims.aud, t.config.oidc.audience);
    assert.equal(claims.scope, 'movements:write');
    assert.equal(claims.email, undefined, 'a system is not a person');
  });

  it('refuses a scope the client is not registered for, a wrong secret and an unknown client', async () => {
    const unregistered = await clientToken(erp, 'prices:write');
    assert.equal(unregistered.statusCode, 400);
    assert.equal(unregistered.json().error, 'invalid_scope');
    const wrongSecret = await clientToken({ ...erp, secret: `${erp.secret}x` }, 'movements:write');
    assert.equal(wrongSecret.statusCode, 401);
    assert.equal(wrongSecret.json().error, 'invalid_client');
    const stranger = await clientToken({ clientId: 'integration-000000000000', secret: erp.secret }, 'movements:write');
    assert.equal(stranger.statusCode, 401);
  });

  it("does not let the portal's own client use the grant", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'myfarm-portal' }).toString(),
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().access_token, undefined);
    assert.equal(response.json().error_description, 'requested grant type is not allowed for this client');
  });
});

describe('the integration API and the farmer API keep their callers apart', () => {
  it("answers a client's token on the integration API with the client and its token's scopes", async () => {
    const response = await whoAmI(await tokenFor('contracts:write movements:write'));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data.client, { clientId: erp.clientId, name: 'Harvest ERP', scopes: ['contracts:write', 'movements:write'] });
  });

  it("refuses a farmer's token on the integration API, and no token at all", async () => {
    const grower = await signIn(t.app, 'grower@myfarm.example');
    const refused = await whoAmI(grower.accessToken);
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().errorCode, 'INTEGRATION_CLIENT_REQUIRED');
    assert.equal((await t.app.inject({ url: '/api/integration/v1/client' })).statusCode, 401);
  });

  it('refuses an integration token on the farmer routes, saying where it belongs', async () => {
    const token = await tokenFor('movements:write');
    for (const url of ['/api/myuser/accounts', '/api/user', '/api/accounts/HAR001/movements']) {
      const refused = await t.app.inject({ url, headers: bearer(token) });
      assert.equal(refused.statusCode, 403, url);
      assert.equal(refused.json().errorCode, 'CLIENT_TOKEN_REFUSED', url);
    }
  });

  it('stops a rotated secret at once, and a disabled client and its tokens at once', async () => {
    const { client, secret } = await createIntegrationClient(t.db, { name: 'Weighbridge', scopes: ['movements:write'] });
    const weighbridge = { clientId: client.clientId, secret };
    const issued = (await clientToken(weighbridge, 'movements:write')).json().access_token as string;

    const rotated = await rotateIntegrationSecret(t.db, client.clientId);
    assert.ok(rotated);
    assert.equal((await clientToken(weighbridge, 'movements:write')).statusCode, 401, 'the old secret');
    assert.equal((await clientToken({ ...weighbridge, secret: rotated }, 'movements:write')).statusCode, 200, 'the new secret');
    assert.equal((await whoAmI(issued)).statusCode, 200, 'a token issued before the rotation runs out on its own');

    assert.ok(await disableIntegrationClient(t.db, client.clientId));
    assert.equal((await clientToken({ ...weighbridge, secret: rotated }, 'movements:write')).statusCode, 401);
    assert.equal((await whoAmI(issued)).statusCode, 401, "a disabled client's token is refused at once");
  });
});
