import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { clientConfigOf } from '../static';
import { bearer, createTestApp, signIn, type TestApp } from '../testing';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// The "identity provider" is this server's embedded one, listening for real; the server under test is a second
// instance on the same database that only knows the issuer URL, as it would with any external issuer.
let idp: TestApp;
let api: FastifyInstance;
let issuer: string;

before(async () => {
  const port = await freePort();
  idp = await createTestApp({ PUBLIC_URL: `http://127.0.0.1:${port}`, OIDC_REDIRECT_URIS: 'http://localhost:8080/callback' });
  await idp.app.listen({ port, host: '127.0.0.1' });
  issuer = `http://127.0.0.1:${port}/oidc`;
  api = await buildApp(loadConfig({ OIDC_ISSUER: issuer, LOG_LEVEL: 'silent', STATIC_DIR: idp.config.staticDir, DEMO_DATA: 'on' }), {
    db: idp.db,
    logger: false,
  });
});
// Closes whatever `before` got to start, so a failed start cannot leave a listening server keeping the run alive.
after(async () => {
  await api?.close();
  await idp?.close();
});

describe('with OIDC_ISSUER set', () => {
  it('does not mount the embedded provider', async () => {
    const response = await api.inject({ url: '/oidc/.well-known/openid-configuration' });
    assert.equal(response.statusCode, 404);
  });

  it("verifies access tokens with the issuer's keys found through discovery", async () => {
    const { accessToken } = await signIn(idp.app, 'grower@myfarm.example');
    const response = await api.inject({ url: '/api/user', headers: bearer(accessToken) });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.myUser.email, 'grower@myfarm.example');
  });

  it('leaves password resets to the issuer: no token, no e-mail, a 409 that says so', async () => {
    const { accessToken } = await signIn(idp.app, 'lead@myfarm.example');
    const response = await api.inject({ method: 'POST', url: '/api/myuser/passwordreset', headers: bearer(accessToken) });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().errorCode, 'PASSWORD_MANAGED_BY_ISSUER');
    const rows = await idp.db.selectFrom('password_reset_requests').select('id').execute();
    assert.equal(rows.length, 0);
  });

  it('points the web app at the external issuer', () => {
    assert.equal(clientConfigOf(api.farm.config).oidc.authority, issuer);
  });
});
