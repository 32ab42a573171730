import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ACTIVATION_CODE_INCORRECT, userSchema } from '@farm/core/domain';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing';
import { hashActivationCode } from './activation-code';
import { MAX_ACTIVATION_ATTEMPTS } from './activate-account';
import { MAX_RESETS_PER_HOUR } from './request-password-reset';

// The failure counters' clock stands still unless a test moves it.
let now = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
let activate: string;
let grower: string;
let staff: string;
let lead: string;

before(async () => {
  t = await createTestApp({}, { clock: () => now });
  const emails = ['activate@myfarm.example', 'grower@myfarm.example', 'staff@myfarm.example', 'lead@myfarm.example'];
  [activate, grower, staff, lead] = (await Promise.all(emails.map((email) => signIn(t.app, email)))).map((s) => s.accessToken) as [
    string,
    string,
    string,
    string,
  ];
});
after(() => t.close());

const activation = (key: unknown, token = activate, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/myuser/activations', headers: bearer(token), payload: { data: { activation: { key } } }, remoteAddress });
const reset = (token: string) => t.app.inject({ method: 'POST', url: '/api/myuser/passwordreset', headers: bearer(token) });

describe('POST /api/myuser/activations', () => {
  it('answers 400 with the rule of spec 1 §5 for a missing or short code', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/myuser/activations',
      headers: bearer(activate),
      payload: { data: { activation: {} } },
    });
    assert.equal(missing.statusCode, 400);
    assert.match(missing.json().errorMessage, /Activation code is required\./);
    const blank = await activation('   ');
    assert.match(blank.json().errorMessage, /Activation code is required\./);
    const short = await activation('FARM20');
    assert.equal(short.statusCode, 400);
    assert.match(short.json().errorMessage, /Activation code must be at least 8 characters long\./);
  });

  it('answers 404 with the catalogue text for a wrong code, and the user stays pending', async () => {
    const response = await activation('WRONG-CODE');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { status: 404, errorCode: 'ACTIVATION_CODE_INCORRECT', errorMessage: ACTIVATION_CODE_INCORRECT });
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(activate) })).json().data.myUser;
    assert.equal(me.application.myfarm.activate, true);
  });

  it('activates with the right code, typed in any case with spaces, and leaves the terms pending', async () => {
    const response = await activation(' farm 2026a ');
    assert.equal(response.statusCode, 201);
    assert.equal(response.json().status, 201, 'the envelope repeats the HTTP status');
    const user = userSchema.parse(response.json().data.user);
    assert.deepEqual(user.application.myfarm, { activate: false, acceptTerms: true });
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(activate) })).json().data.myUser;
    assert.equal(me.application.myfarm.activate, false);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'account-activated').executeTakeFirstOrThrow();
    assert.equal(audit.username, 'activate@myfarm.example');
  });

  it('answers 409 once the account is active', async () => {
    assert.equal((await activation('FARM2026A')).statusCode, 409);
    assert.equal((await activation('FARM2026A', grower)).json().errorCode, 'ALREADY_ACTIVATED');
  });

  it(`stops accepting a code after ${MAX_ACTIVATION_ATTEMPTS} wrong guesses`, async () => {
    const user = await t.db
      .updateTable('users')
      .set({ activation_pending: true })
      .where('email', '=', 'lead@myfarm.example')
      .returning('id')
      .executeTakeFirstOrThrow();
    // No code issued yet: any guess is simply wrong.
    assert.equal((await activation('ABCDEFGH', lead)).statusCode, 404);
    await t.db
      .insertInto('activation_codes')
      .values({ user_id: user.id, code_hash: await hashActivationCode('LEAD2026X') })
      .execute();
    // From a new address each time: the code's own limit holds however the guesses are spread.
    for (let i = 0; i < MAX_ACTIVATION_ATTEMPTS; i++) assert.equal((await activation(`GUESS${i}XYZ`, lead, `203.0.113.${i + 1}`)).statusCode, 404);
    const blocked = await activation('LEAD2026X', lead, '203.0.113.99');
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.json().errorMessage, /01234 567890/);
    await t.db.updateTable('users').set({ activation_pending: false }).where('id', '=', user.id).execute();
  });

  it('counts wrong codes per client address too, before looking at the code, whoever guesses', async () => {
    const guesser = (await signIn(t.app, 'shell-activate@myfarm.example')).accessToken;
    const office = '192.0.2.60';
    // Nine wrong codes cost nothing; the tenth asks for a wait, and the next one too soon is refused.
    for (let i = 0; i < 10; i++) assert.equal((await activation(`WRONG${i}ABC`, guesser, office)).statusCode, 404);
    const refused = await activation('WRONG10ABC', guesser, office);
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), {
      status: 429,
      errorCode: 'TOO_MANY_ATTEMPTS',
      errorMessage: 'Too many incorrect activation codes from your network. Please wait 1 second before trying again.',
    });
    assert.equal(refused.headers['retry-after'], '1');
    assert.equal((await activation('WRONG10ABC', guesser, '192.0.2.61')).statusCode, 404);
    now += 1000;
    assert.equal((await activation('WRONG11ABC', guesser, office)).statusCode, 404);
  });
});

describe('POST /api/myuser/passwordreset', () => {
  it('records a hashed one-time token valid for an hour and answers the message for the user', async () => {
    const before = Date.now();
    const response = await reset(grower);
    assert.equal(response.statusCode, 201);
    assert.deepEqual(response.json().data, { message: 'We have sent a password reset link to grower@myfarm.example.' });
    const rows = await t.db
      .selectFrom('password_reset_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.token_hash', 'r.expires_at', 'r.used_at'])
      .where('u.email', '=', 'grower@myfarm.example')
      .execute();
    assert.equal(rows.length, 1);
    assert.match(rows[0]!.token_hash, /^[A-Za-z0-9_-]{43}$/);
    const ttl = new Date(rows[0]!.expires_at).getTime() - before;
    assert.ok(ttl > 59 * 60_000 && ttl <= 61 * 60_000, `expires in ${ttl} ms`);
  });

  it('keeps only the newest link usable, and limits requests per hour', async () => {
    for (let i = 1; i < MAX_RESETS_PER_HOUR; i++) assert.equal((await reset(grower)).statusCode, 201);
    const open = await t.db
      .selectFrom('password_reset_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.id')
      .where('u.email', '=', 'grower@myfarm.example')
      .where('r.used_at', 'is', null)
      .execute();
    assert.equal(open.length, 1);
    assert.equal((await reset(grower)).statusCode, 429);
  });

  it('refuses internal users with the message of spec 1 §6', async () => {
    const response = await reset(staff);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      status: 403,
      errorCode: 'INTERNAL_USER',
      errorMessage: 'You are an internal user, password change is not possible via MyFarm',
    });
  });
});
