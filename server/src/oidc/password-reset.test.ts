import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../seeds';
import { PASSWORD_RESET_SUBJECT } from '../mail';
import {
  bearer,
  CookieJar,
  createTestApp,
  latestResetLink,
  openLoginPage,
  pkcePair,
  postLogin,
  readOutbox,
  signIn,
  tokenRequest,
  type TestApp,
} from '../testing';
import { PASSWORD_CHANGED, RESET_LINK_UNUSABLE } from './password-reset-routes';
import { PASSWORD_IS_EMAIL, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from './reset-password-rules';

// lead@ is reset here and nowhere else in this file's database; grower@ proves an expired link is refused.
const LEAD = 'lead@myfarm.example';
const NEW_PASSWORD = 'barley straw tractor 42';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const requestReset = async (email: string) => {
  const { accessToken } = await signIn(t.app, email);
  return t.app.inject({ method: 'POST', url: '/api/myuser/passwordreset', headers: bearer(accessToken) });
};
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const submit = (token: string, password: string, confirm = password) =>
  t.app.inject({
    method: 'POST',
    url: '/oidc/reset-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, password, confirm }).toString(),
  });
const canSignIn = async (email: string, password: string) => {
  const jar = new CookieJar();
  const { action } = await openLoginPage(t.app, jar, pkcePair().challenge, 'state-1');
  return (await postLogin(t.app, jar, action!, email, password)).statusCode === 303;
};

describe('password reset by e-mail', () => {
  let link: string;
  let earlierSession: Awaited<ReturnType<typeof signIn>>;

  it('e-mails the user a one-time link to the provider reset page', async () => {
    earlierSession = await signIn(t.app, LEAD);
    const response = await requestReset(LEAD);
    assert.equal(response.statusCode, 201);
    const mails = (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to.includes(LEAD));
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, PASSWORD_RESET_SUBJECT);
    assert.equal(mails[0]!.from, 'no-reply@myfarm.example');
    link = (await latestResetLink(t.config.mail.outboxDir, LEAD))!;
    assert.match(link, /^http:\/\/localhost:8080\/oidc\/reset-password\?token=[\w-]{43}$/);
    assert.ok(mails[0]!.html.includes('Choose a new password'));
  });

  it('opens a form for that user with the new password asked twice', async () => {
    const page = await t.app.inject({ url: pathOf(link) });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    assert.match(page.body, /<h1>Choose a new password<\/h1>/);
    assert.match(page.body, new RegExp(`For ${LEAD}\\.`));
    assert.match(page.body, /<label for="password">New password<\/label>/);
    assert.match(page.body, /<label for="confirm">Confirm new password<\/label>/);
  });

  it('refuses a short password, two that differ, and the e-mail address, keeping the old password', async () => {
    for (const [password, confirm, message] of [
      ['short', 'short', PASSWORD_TOO_SHORT],
      [NEW_PASSWORD, `${NEW_PASSWORD}!`, PASSWORDS_DIFFER],
      [LEAD, LEAD, PASSWORD_IS_EMAIL],
    ] as const) {
      const response = await submit(tokenOf(link), password, confirm);
      assert.equal(response.statusCode, 400);
      assert.match(response.body, new RegExp(`role="alert">${message.replace('.', '\\.')}</p>`));
    }
    assert.equal(await canSignIn(LEAD, DEMO_PASSWORD), true);
  });

  it('sets the new password, ends every earlier sign-in (its access tokens too) and writes the audit entry', async () => {
    assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(earlierSession.accessToken) })).statusCode, 200);
    const response = await submit(tokenOf(link), NEW_PASSWORD);
    assert.equal(response.statusCode, 200);
    assert.match(response.body, new RegExp(`<h1>${PASSWORD_CHANGED}</h1>`));
    assert.equal(await canSignIn(LEAD, NEW_PASSWORD), true);
    assert.equal(await canSignIn(LEAD, DEMO_PASSWORD), false);
    const refresh = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: earlierSession.refreshToken });
    assert.equal(refresh.statusCode, 400);
    assert.equal(refresh.json().error, 'invalid_grant');
    // The earlier sign-in's access token, already verified once, is refused now, not when it expires.
    await t.app.farm.dataChanges.poll();
    assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(earlierSession.accessToken) })).statusCode, 401);
    const audit = await t.db.selectFrom('audit_log').select('action').where('username', '=', LEAD).where('action', '=', 'password-reset-completed').execute();
    assert.equal(audit.length, 1);
  });

  it('refuses the same link a second time', async () => {
    const again = await t.app.inject({ url: pathOf(link) });
    assert.equal(again.statusCode, 410);
    assert.match(again.body, new RegExp(RESET_LINK_UNUSABLE));
    assert.equal((await submit(tokenOf(link), 'another long password')).statusCode, 410);
    assert.equal(await canSignIn(LEAD, NEW_PASSWORD), true);
  });

  it('refuses an expired link and a made-up one', async () => {
    assert.equal((await requestReset('grower@myfarm.example')).statusCode, 201);
    const expired = (await latestResetLink(t.config.mail.outboxDir, 'grower@myfarm.example'))!;
    await t.db
      .updateTable('password_reset_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    assert.equal((await t.app.inject({ url: pathOf(expired) })).statusCode, 410);
    assert.equal((await submit(tokenOf(expired), NEW_PASSWORD)).statusCode, 410);
    assert.equal((await t.app.inject({ url: '/oidc/reset-password?token=made-up' })).statusCode, 410);
    assert.equal((await t.app.inject({ url: '/oidc/reset-password' })).statusCode, 410);
  });
});

describe('when the e-mail cannot be sent', () => {
  let broken: TestApp;
  before(async () => {
    broken = await createTestApp({}, { mailer: { send: () => Promise.reject(new Error('connection refused')) } });
  });
  after(() => broken.close());

  it('answers 502 and leaves no usable link behind', async () => {
    const { accessToken } = await signIn(broken.app, LEAD);
    const response = await broken.app.inject({ method: 'POST', url: '/api/myuser/passwordreset', headers: bearer(accessToken) });
    assert.equal(response.statusCode, 502);
    assert.equal(response.json().errorCode, 'MAIL_NOT_SENT');
    const open = await broken.db.selectFrom('password_reset_requests').select('id').where('used_at', 'is', null).execute();
    assert.equal(open.length, 0);
  });
});
