import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { bearer, createTestApp, signIn, signOut, tokenRequest, type TestApp } from '../testing';

// Two instances behind a load balancer: same database, nothing else shared.
let first: TestApp;
let second: FastifyInstance;
before(async () => {
  first = await createTestApp();
  second = await buildApp(first.config, { db: first.db, logger: false, marketTicks: false });
});
after(async () => {
  await second?.close();
  await first?.close();
});

const instances = () => [first.app, second];

/** What each instance answers the token, once its data_version poll (the timer does it every second) has run. */
async function statuses(url: string, accessToken: string): Promise<number[]> {
  await Promise.all(instances().map((app) => app.farm.dataChanges.poll()));
  return Promise.all(instances().map(async (app) => (await app.inject({ url, headers: bearer(accessToken) })).statusCode));
}

describe('signing out', () => {
  it("ends the session's refresh and access tokens on every instance, without the browser's revoke call", async () => {
    const session = await signIn(first.app, 'grower@myfarm.example');
    // Both instances have verified the token and remember it.
    assert.deepEqual(await statuses('/api/user', session.accessToken), [200, 200]);

    await signOut(second, session);

    assert.deepEqual(await statuses('/api/user', session.accessToken), [401, 401]);
    assert.deepEqual(await statuses('/oidc/me', session.accessToken), [401, 401]);
    const refresh = await tokenRequest(first.app, { grant_type: 'refresh_token', refresh_token: session.refreshToken });
    assert.equal(refresh.json().error, 'invalid_grant');
  });

  it("leaves the user's other sign-ins signed in", async () => {
    const elsewhere = await signIn(second, 'lead@myfarm.example');
    const here = await signIn(first.app, 'lead@myfarm.example');
    await signOut(first.app, here);
    assert.deepEqual(await statuses('/api/user', here.accessToken), [401, 401]);
    assert.deepEqual(await statuses('/api/user', elsewhere.accessToken), [200, 200]);
    const refresh = await tokenRequest(second, { grant_type: 'refresh_token', refresh_token: elsewhere.refreshToken });
    assert.equal(refresh.statusCode, 200, refresh.body);
  });

  it('stops the access tokens when the portal revokes its refresh token, as its Log off does first', async () => {
    const session = await signIn(first.app, 'grower@myfarm.example');
    assert.deepEqual(await statuses('/api/user', session.accessToken), [200, 200]);
    const revoke = await first.app.inject({
      method: 'POST',
      url: '/oidc/token/revocation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'myfarm-portal', token: session.refreshToken, token_type_hint: 'refresh_token' }).toString(),
    });
    assert.equal(revoke.statusCode, 200, revoke.body);
    assert.deepEqual(await statuses('/api/user', session.accessToken), [401, 401]);
  });
});

describe('the end-session page without a session', () => {
  it('sets no long-lived cookie', async () => {
    const page = await first.app.inject({ url: '/oidc/session/end' });
    assert.equal(page.statusCode, 200);
    const inAnHour = Date.now() + 60 * 60_000;
    for (const cookie of page.cookies as { name: string; expires?: Date; maxAge?: number }[]) {
      const lasts = cookie.maxAge === undefined ? cookie.expires?.getTime() : Date.now() + cookie.maxAge * 1000;
      assert.ok(lasts === undefined || lasts <= inAnHour, `${cookie.name} lasts until ${cookie.expires?.toISOString()}`);
    }
    // Nor is the session it made kept longer than the cookie.
    const sessions = await first.db.selectFrom('oidc_payloads').select(['payload', 'expires_at']).where('model', '=', 'Session').execute();
    const anonymous = sessions.filter(({ payload }) => !payload.accountId);
    assert.ok(anonymous.length > 0);
    for (const { expires_at: expiresAt } of anonymous) assert.ok(expiresAt && expiresAt.getTime() <= inAnHour);
  });
});
