import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_PASSWORD } from '../seeds';
import { PASSWORD_RESET_SUBJECT } from '../mail';
import { bearer, CookieJar, createTestApp, latestResetLink, openLoginPage, pkcePair, readOutbox, signIn, type TestApp } from '../testing';
import { ENTER_EMAIL, forgotPasswordSent } from './forgot-password-routes';
import { PASSWORD_CHANGED, RESET_LINK_UNUSABLE } from './password-reset-routes';

// Signed out, from the sign-in page: "Forgot password?", an e-mail address, a link by e-mail.
let now = Date.parse('2026-03-02T09:00:00Z');
let t: TestApp;
before(async () => {
  t = await createTestApp({}, { clock: () => now });
});
after(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ask = (email: string, remoteAddress = '198.51.100.1', back = '') =>
  t.app.inject({ method: 'POST', url: '/oidc/forgot-password', headers: FORM, remoteAddress, payload: new URLSearchParams({ email, back }).toString() });
const statusOf = (body: string) => /role="(?:status|alert)">([^<]*)</.exec(body)?.[1]?.replace(/&quot;/g, '"');
const mailsTo = async (email: string) => (await readOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to.includes(email));
const login = async (email: string, password: string, remoteAddress = '198.51.100.200') => {
  const jar = new CookieJar();
  const { action } = await openLoginPage(t.app, jar, pkcePair().challenge, 'forgot');
  const response = await t.app.inject({
    method: 'POST',
    url: action!,
    remoteAddress,
    headers: { ...FORM, cookie: jar.header() },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  return response.statusCode;
};

describe('"Forgot password?" on the sign-in page', () => {
  it('links from the sign-in form to a page asking for the e-mail address, and back', async () => {
    const { interaction, action } = await openLoginPage(t.app, new CookieJar(), pkcePair().challenge, 'link');
    const href = /<a href="([^"]+)">Forgot password\?<\/a>/.exec(interaction.body)?.[1]?.replace(/&amp;/g, '&');
    const back = action!.replace(/\/login$/, '');
    assert.equal(href, `/oidc/forgot-password?back=${encodeURIComponent(back)}`);
    const page = await t.app.inject({ url: href! });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.match(page.body, /<h1>Forgot your password\?<\/h1>/);
    assert.match(page.body, /<label for="email">Email<\/label>/);
    assert.match(page.body, new RegExp(`<a href="${back}">Back to sign in</a>`));
    // Never back to anywhere but a sign-in of ours.
    assert.match((await t.app.inject({ url: '/oidc/forgot-password?back=https://evil.example/' })).body, /<a href="http:\/\/localhost:8080\/">Back to sign in/);
  });

  it("e-mails a one-time link to a user, with the same answer as for an address that is nobody's", async () => {
    const email = 'shell-reset@myfarm.example';
    const sent = t.mail.sentTo(email);
    const known = await ask(email);
    const unknown = await ask('nobody@nowhere.example');
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, 200);
    assert.equal(statusOf(known.body), forgotPasswordSent(email, t.config.support.phone));
    // The same page but for the address and each response's own CSP nonce.
    const comparable = (body: string, address: string) => body.replace(address, 'X').replace(/nonce="[^"]*"/g, 'nonce=""');
    assert.equal(comparable(known.body, email), comparable(unknown.body, 'nobody@nowhere.example'));
    await t.mail.waitForMail(email, sent + 1);
    const [mail] = await mailsTo(email);
    assert.equal(mail?.subject, PASSWORD_RESET_SUBJECT);
    assert.equal(t.mail.sentTo('nobody@nowhere.example'), 0);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'password-reset-requested')
      .where('username', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(audit.appname, 'Sign-in');
  });

  it("sends internal users nothing (their password is not MyFarm's), with the same answer", async () => {
    const response = await ask('staff@myfarm.example');
    assert.equal(statusOf(response.body), forgotPasswordSent('staff@myfarm.example', t.config.support.phone));
    assert.equal(t.mail.sentTo('staff@myfarm.example'), 0);
  });

  it('asks again for something that is not an e-mail address', async () => {
    const response = await ask('grower');
    assert.equal(response.statusCode, 400);
    assert.equal(statusOf(response.body), ENTER_EMAIL);
  });

  it('lets a user locked out of sign-in choose a new password and sign in at once', async () => {
    const email = 'terms@myfarm.example';
    for (let i = 0; i < 10; i++, now += 60_000) await login(email, 'wrong');
    assert.equal(await login(email, DEMO_PASSWORD), 429);
    await ask(email, '198.51.100.2');
    await t.mail.waitForMail(email, 1);
    const link = (await latestResetLink(t.config.mail.outboxDir, email))!;
    const token = new URL(link).searchParams.get('token')!;
    const changed = await t.app.inject({
      method: 'POST',
      url: '/oidc/reset-password',
      headers: FORM,
      payload: new URLSearchParams({ token, password: 'hedgerow barley 2026', confirm: 'hedgerow barley 2026' }).toString(),
    });
    assert.match(changed.body, new RegExp(PASSWORD_CHANGED));
    assert.equal(await login(email, 'hedgerow barley 2026'), 303);
  });

  it('counts requests per e-mail address, known or not, and says how long to wait', async () => {
    now += 2 * 60 * 60_000;
    for (const email of ['weather@myfarm.example', 'nobody@nowhere.example']) {
      for (let i = 0; i < 5; i++) assert.equal((await ask(email, `203.0.113.${i + 1}`)).statusCode, 200);
      const refused = await ask(email, '203.0.113.99');
      assert.equal(refused.statusCode, 429);
      assert.equal(statusOf(refused.body), 'You have asked for several reset links already. Please check your inbox, or try again in 60 minutes.');
      assert.equal(refused.headers['retry-after'], '3600');
    }
  });

  it('counts requests per client address, with the signed-in request from Settings', async () => {
    const office = '192.0.2.40';
    for (let i = 0; i < 19; i++) assert.equal((await ask(`person${i}@farm.example`, office)).statusCode, 200);
    const { accessToken } = await signIn(t.app, 'grower@myfarm.example');
    const settings = await t.app.inject({ method: 'POST', url: '/api/myuser/passwordreset', headers: bearer(accessToken), remoteAddress: office });
    assert.equal(settings.statusCode, 201);
    const refused = await t.app.inject({ method: 'POST', url: '/api/myuser/passwordreset', headers: bearer(accessToken), remoteAddress: office });
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().errorMessage, 'Too many reset links have been asked for from your network. Please try again in 60 minutes.');
    assert.equal(
      statusOf((await ask('someone-else@farm.example', office)).body),
      'Too many reset links have been asked for from your network. Please try again in 60 minutes.',
    );
    assert.equal((await ask('someone-else@farm.example', '192.0.2.41')).statusCode, 200);
  });
});

describe('reset links that do not work', () => {
  it('are counted per client address: after twenty, even a good link waits', async () => {
    now += 2 * 60 * 60_000;
    const address = '198.51.100.77';
    const tryLink = (token: string) => t.app.inject({ url: `/oidc/reset-password?token=${token}`, remoteAddress: address });
    for (let i = 0; i < 6; i++) {
      const response = await tryLink(`guess-${i}`);
      assert.equal(response.statusCode, 410);
      assert.match(response.body, new RegExp(RESET_LINK_UNUSABLE));
    }
    // The seventh bad link in a row (six are free, a third of twenty) asks for a second's wait.
    assert.equal((await tryLink('guess-6')).statusCode, 410);
    const wait = await tryLink('guess-7');
    assert.equal(wait.statusCode, 429);
    assert.match(wait.body, /Too many attempts with reset links that do not work\. Please wait 1 second, then use the newest link we sent you\./);
    // Waiting each time as asked, up to the twentieth; then every link is refused for the window.
    for (let failures = 8, delay = 1000; failures <= 20; failures++, delay *= 2) {
      now += Math.min(delay, 60_000);
      assert.equal((await tryLink(`guess-${failures}`)).statusCode, 410);
    }
    now += 60_000;
    const locked = await tryLink('any');
    assert.equal(locked.statusCode, 429);
    assert.match(locked.body, /Please wait 14 minutes/);
    assert.equal((await t.app.inject({ url: '/oidc/reset-password?token=any', remoteAddress: '198.51.100.78' })).statusCode, 410);
  });
});
