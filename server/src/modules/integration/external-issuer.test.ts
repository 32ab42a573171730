import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { bearer, createTestApp, postBatch, type TestApp } from '../../testing';
import { clientCredentialsToken } from '../../testing';
import { createExternalIntegrationClient } from './integration-client-queries';

// The merchant's own identity platform, as INTEGRATION_ISSUER names it: a discovery document and its keys, served
// on this machine. Its tokens name their client by azp and their scopes by scp, as many platforms write them.
let issuerServer: Server;
let issuer: string;
let signingKey: CryptoKey;
let t: TestApp;

before(async () => {
  const keys = await generateKeyPair('RS256');
  signingKey = keys.privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'erp-idp-1', alg: 'RS256', use: 'sig' };
  issuerServer = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      '/.well-known/openid-configuration': {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/keys`,
      },
      '/keys': { keys: [jwk] },
    };
    const document = documents[request.url ?? ''];
    response.writeHead(document ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(document ?? {}));
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  t = await createTestApp({ INTEGRATION_ISSUER: issuer });
  await createExternalIntegrationClient(t.db, { name: 'ERP via the merchant IdP', scopes: ['movements:write'], issuer, issuerClientId: 'erp-service' });
});
after(async () => {
  await t?.close();
  issuerServer?.close();
});

const tokenOf = (claims: Record<string, unknown>, key: CryptoKey = signingKey) =>
  new SignJWT({ azp: 'erp-service', scp: ['movements:write'], ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'erp-idp-1' })
    .setIssuer(issuer)
    .setAudience(t.config.oidc.audience)
    .setSubject('service-account-erp')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
const clientOf = (token: string) => t.app.inject({ url: '/api/integration/v1/client', headers: bearer(token) });

describe('integration clients of the deployment’s other issuer (INTEGRATION_ISSUER)', () => {
  it('takes its token for a client registered with its id there, with the scopes both allow', async () => {
    const answer = await clientOf(await tokenOf({ scp: ['movements:write', 'prices:write'] }));
    assert.equal(answer.statusCode, 200, answer.body);
    assert.deepEqual(answer.json().data.client.scopes, ['movements:write']);
    const [line] = await postBatch(t, await tokenOf({}), [
      { kind: 'price', externalId: 'P-1', version: 1, data: { commodity: 'FW', period: '2027-01', postcodeArea: '*', price: 200 } },
    ]);
    assert.equal(line!.code, 'SCOPE_MISSING');
  });

  it('refuses a token signed with another key, one for another audience, and one naming a client not registered', async () => {
    const { privateKey: stranger } = await generateKeyPair('RS256');
    assert.equal((await clientOf(await tokenOf({}, stranger))).statusCode, 401);
    const otherAudience = await new SignJWT({ azp: 'erp-service' })
      .setProtectedHeader({ alg: 'RS256', kid: 'erp-idp-1' })
      .setIssuer(issuer)
      .setAudience('urn:someone-else')
      .setExpirationTime('5m')
      .sign(signingKey);
    assert.equal((await clientOf(otherAudience)).statusCode, 401);
    const unregistered = await clientOf(await tokenOf({ azp: 'payroll-service' }));
    assert.equal(unregistered.statusCode, 403);
    assert.equal(unregistered.json().errorCode, 'INTEGRATION_CLIENT_REQUIRED');
  });

  it('refuses its token on farmer routes, and never gives its client a token at the embedded provider', async () => {
    assert.equal((await t.app.inject({ url: '/api/myuser/accounts', headers: bearer(await tokenOf({})) })).statusCode, 401);
    const client = (await clientOf(await tokenOf({}))).json().data.client.clientId as string;
    const embedded = await clientCredentialsToken(t, { clientId: client, secret: 'anything' }, 'movements:write');
    assert.equal(embedded.statusCode, 401);
  });
});
