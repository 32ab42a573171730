import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bearer, CookieJar, createTestApp, openLoginPage, pkcePair, postLogin, TEST_PUBLIC_URL, tokenRequest, type TestApp } from '../testing';

// Two instances behind a load balancer: same database, nothing else shared.
let first: TestApp;
let second: FastifyInstance;
before(async () => {
  first = await createTestApp();
  second = await buildApp(first.config, { db: first.db, logger: false });
});
after(async () => {
  await second.close();
  await first.close();
});

describe('several server instances on one database', () => {
  it('let a sign-in start on one instance, finish on the other, and the token work on both', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const { action } = await openLoginPage(first.app, jar, challenge, randomBytes(4).toString('hex'));
    const login = await postLogin(second, jar, action!, 'grower@myfarm.example', 'myfarm-demo');
    assert.equal(login.statusCode, 303);
    const resume = new URL(String(login.headers.location));
    const back = await first.app.inject({ url: resume.pathname, headers: { cookie: jar.header() } });
    const callback = new URL(String(back.headers.location));
    assert.equal(`${callback.origin}${callback.pathname}`, `${TEST_PUBLIC_URL}/callback`);

    const token = await tokenRequest(second, {
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: `${TEST_PUBLIC_URL}/callback`,
      code_verifier: verifier,
    });
    assert.equal(token.statusCode, 200, token.body);
    const { access_token: accessToken, refresh_token: refreshToken } = token.json();
    for (const app of [first.app, second]) {
      const response = await app.inject({ url: '/api/myuser/accounts', headers: bearer(accessToken) });
      assert.equal(response.statusCode, 200);
    }
    const refreshed = await tokenRequest(first.app, { grant_type: 'refresh_token', refresh_token: refreshToken });
    assert.equal(refreshed.statusCode, 200, refreshed.body);
  });
});
