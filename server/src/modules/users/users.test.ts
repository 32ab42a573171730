import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { currentUserSchema, userSchema } from '@farm/core/domain';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { buildApp } from '../../app';
import { bearer, signIn, testAppFor } from '../../testing';

const t = testAppFor({ grower: 'grower@myfarm.example', staff: 'staff@myfarm.example' });

const put = (username: string, body: unknown, token = t.tokens.grower) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${encodeURIComponent(username)}`, headers: bearer(token), payload: body as object });
const get = (url: string, token = t.tokens.grower) => t.app.inject({ url, headers: bearer(token) });

describe('GET /api/user', () => {
  it('answers the identity and the MyFarm user record', async () => {
    const response = await get('/api/user');
    assert.equal(response.statusCode, 200);
    const data = currentUserSchema.parse(response.json().data);
    assert.equal(data.user.email, 'grower@myfarm.example');
    assert.equal(data.user.name, 'Tom Harrison');
    // No X-Session-Id header: the sign-in session named in the access token.
    const { sid } = decodeJwt(t.tokens.grower);
    assert.equal(typeof sid, 'string');
    assert.equal(data.user.sessionId, sid);
    assert.match(data.user.sub, /^[0-9a-f-]{36}$/);
    assert.deepEqual(data.myUser.application, { myfarm: { acceptTerms: false, activate: false } });
    assert.equal(data.myUser.internal, false);
  });
});

describe('PUT /api/users/:user', () => {
  it('stores the last accessed account, and the filtered account list follows it', async () => {
    const response = await put('grower@myfarm.example', { lastAccessedAccount: 'FENE0002' });
    assert.equal(response.statusCode, 200);
    assert.equal(userSchema.parse(response.json().data.user).lastAccessedAccount, 'FENE0002');
    const filtered = await get('/api/myuser/accounts?filterBy=lastAccessedAccount=true');
    assert.deepEqual(
      filtered.json().data.accounts.map((a: { reference: string }) => a.reference),
      ['FENE0002'],
    );

    await put('grower@myfarm.example', { lastAccessedAccount: 'HARR0001' });
    const back = await get('/api/myuser/accounts?filterBy=lastAccessedAccount=true');
    assert.deepEqual(
      back.json().data.accounts.map((a: { reference: string }) => a.reference),
      ['HARR0001'],
    );
  });

  it("refuses to change another user's record", async () => {
    const response = await put('lead@myfarm.example', { lastAccessedAccount: 'HARR0001' });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'USER_FORBIDDEN');
  });

  it('refuses an account the user does not belong to', async () => {
    const response = await put('grower@myfarm.example', { lastAccessedAccount: 'WHIT0003' });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'ACCOUNT_FORBIDDEN');
  });

  it('answers a readable 400 for a missing or malformed body', async () => {
    const missing = await put('grower@myfarm.example', {});
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().status, 400);
    assert.equal(missing.json().errorCode, 'VALIDATION_ERROR');
    assert.match(missing.json().errorMessage, /lastAccessedAccount/);
    const malformed = await put('grower@myfarm.example', { lastAccessedAccount: 'harr 1' });
    assert.match(malformed.json().errorMessage, /Invalid account reference\./);
  });

  it('answers a broken JSON body with a 400 envelope and no stack trace', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/grower@myfarm.example',
      headers: { ...bearer(t.tokens.grower), 'content-type': 'application/json' },
      payload: '{"lastAccessedAccount":',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().status, 400);
    assert.equal(response.json().errorCode, 'BAD_REQUEST');
    assert.ok(!/\bat \S+:\d+/.test(response.body), response.body);
  });
});

describe('GET /api/users/:user', () => {
  it('answers the user themself, whatever the case of the e-mail', async () => {
    const response = await get('/api/users/Grower@MyFarm.example');
    assert.equal(response.statusCode, 200);
    assert.equal(userSchema.parse(response.json().data.user).name, 'Tom Harrison');
  });

  it('refuses other users to an external user, without revealing whether they exist', async () => {
    const existing = await get('/api/users/lead@myfarm.example');
    const unknown = await get('/api/users/nobody@myfarm.example');
    assert.equal(existing.statusCode, 403);
    assert.deepEqual(existing.json(), unknown.json());
  });

  it('lets internal staff look anyone up, and answers 404 for an unknown e-mail', async () => {
    const found = await get('/api/users/lead@myfarm.example', t.tokens.staff);
    assert.equal(found.statusCode, 200);
    assert.equal(found.json().data.user.name, 'Sarah Whitfield');
    const missing = await get('/api/users/nobody@myfarm.example', t.tokens.staff);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { status: 404, errorCode: 'NOT_FOUND', errorMessage: 'Not found.' });
  });
});

describe('two instances on one database', () => {
  // Each instance keeps who a token's user is for the token's life; what the user changes must still show at once
  // on an instance that did not make the change.
  let other: FastifyInstance;
  before(async () => {
    other = await buildApp(t.config, { db: t.db, logger: false });
  });
  after(() => other.close());

  it('shows a last accessed account stored through the other instance, on the next request with the same token', async () => {
    const lastAccessed = async () => (await get('/api/user')).json().data.myUser.lastAccessedAccount;
    const filtered = async () => (await get('/api/myuser/accounts?filterBy=lastAccessedAccount=true')).json().data.accounts[0].reference;
    const before = [await lastAccessed(), await filtered()];
    const next = before[0] === 'FENE0002' ? 'HARR0001' : 'FENE0002';
    const response = await other.inject({
      method: 'PUT',
      url: '/api/users/grower@myfarm.example',
      headers: bearer(t.tokens.grower),
      payload: { lastAccessedAccount: next },
    });
    assert.equal(response.statusCode, 200);
    // The user record is read fresh; the cached account list follows once this instance sees data_version move
    // (every DATA_VERSION_POLL_MS; here at once).
    assert.equal(await lastAccessed(), next);
    await t.app.farm.dataChanges.poll();
    assert.equal(await filtered(), next);
  });

  it('shows terms accepted through the other instance, on the next request with the same token', async () => {
    const { accessToken } = await signIn(t.app, 'terms@myfarm.example');
    const termsPending = async () => (await get('/api/user', accessToken)).json().data.myUser.application.myfarm.acceptTerms;
    assert.equal(await termsPending(), true);
    const accepted = await other.inject({
      method: 'PUT',
      url: '/api/myuser/terms',
      headers: bearer(accessToken),
      payload: { data: { acceptTerms: true, version: 1 } },
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(await termsPending(), false);
    assert.equal((await get('/api/users/terms@myfarm.example', accessToken)).json().data.user.application.myfarm.acceptTerms, false);
  });
});
