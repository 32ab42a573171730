import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '../seeds';
import { CookieJar, createTestApp, openLoginPage, pkcePair, type TestApp } from '../testing';
import { WRONG_CREDENTIALS } from './interaction-routes';

// The clock the failure counters read: moved by the tests, never waited for.
const MINUTE = 60_000;
let now = Date.parse('2026-03-02T09:00:00Z');
const clock = () => now;
const ADDRESS_LIMIT = 12;

let t: TestApp;
let second: FastifyInstance;
before(async () => {
  // Defaults, except fewer failures per address, so that limit is reached in a few requests.
  t = await createTestApp({ SIGN_IN_FAILURES_PER_ADDRESS: String(ADDRESS_LIMIT) }, { clock });
  // Another instance behind the load balancer: same database, nothing else shared.
  second = await buildApp(t.config, { db: t.db, logger: false, clock });
});
after(async () => {
  await second.close();
  await t.close();
});

/** One sign-in attempt from `address`, as a browser makes it: open the login page, post the form. */
async function login(email: string, password: string, address: string, app: FastifyInstance = t.app) {
  const jar = new CookieJar();
  const { action } = await openLoginPage(app, jar, pkcePair().challenge, 'throttle');
  const response = await app.inject({
    method: 'POST',
    url: action!,
    remoteAddress: address,
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, password }).toString(),
  });
  const error = /role="alert">([^<]*)<\/p>/.exec(response.body)?.[1]?.replace(/&quot;/g, '"');
  return { status: response.statusCode, error, retryAfter: response.headers['retry-after'] };
}

describe('the sign-in throttle, per e-mail address', () => {
  const EMAIL = 'grower@myfarm.example';
  const HOME = '198.51.100.10';

  it('lets three wrong passwords pass, then asks for a growing wait, refusing attempts made too soon', async () => {
    for (let i = 0; i < 3; i++) assert.deepEqual(await login(EMAIL, 'wrong', HOME), { status: 401, error: WRONG_CREDENTIALS, retryAfter: undefined });
    const fourth = await login(EMAIL, 'wrong', HOME);
    assert.equal(fourth.status, 401);
    assert.equal(fourth.error, `${WRONG_CREDENTIALS} Please wait 1 second before trying again.`);
    const tooSoon = await login(EMAIL, DEMO_PASSWORD, HOME);
    assert.deepEqual(tooSoon, { status: 429, error: 'Too many failed sign-in attempts. Please wait 1 second before trying again.', retryAfter: '1' });
    now += 1000;
    assert.equal((await login(EMAIL, 'wrong', HOME)).error, `${WRONG_CREDENTIALS} Please wait 2 seconds before trying again.`);
  });

  it('after ten failures refuses even the right password, from any address and any instance, and says for how long', async () => {
    // Failures 6 to 9, each after the wait the one before asked for (2, 4, 8, 16 s), alternating instances.
    for (const [i, wait] of [2000, 4000, 8000, 16_000].entries()) {
      now += wait;
      assert.equal((await login(EMAIL, 'wrong', HOME, i % 2 ? second : t.app)).status, 401);
    }
    now += 32_000;
    const tenth = await login(EMAIL, 'wrong', HOME, second);
    const locked =
      'Too many failed sign-in attempts for this e-mail address. For your security, please wait 15 minutes before trying again, or choose a new password with "Forgot password?".';
    assert.deepEqual(tenth, { status: 429, error: locked, retryAfter: String(15 * 60) });
    for (const app of [t.app, second]) {
      const right = await login(EMAIL, DEMO_PASSWORD, '203.0.113.50', app);
      assert.equal(right.status, 429);
      assert.equal(right.error, locked);
    }
    now += 14 * MINUTE;
    assert.match((await login(EMAIL, DEMO_PASSWORD, HOME)).error ?? '', /please wait 1 minute before trying again/);
  });

  it('lets the right password in once the window has passed, and forgets the failures', async () => {
    now += MINUTE;
    assert.equal((await login(EMAIL, DEMO_PASSWORD, HOME, second)).status, 303);
    assert.deepEqual(await login(EMAIL, 'wrong', HOME), { status: 401, error: WRONG_CREDENTIALS, retryAfter: undefined });
  });

  it('counts an e-mail that belongs to nobody exactly like one that does', async () => {
    const nobody = 'nobody@farm.example';
    for (let i = 0; i < 4; i++) await login(nobody, 'wrong', '198.51.100.11');
    assert.equal((await login(nobody, 'wrong', '198.51.100.11')).status, 429);
  });
});

describe('the sign-in throttle, per client address', () => {
  const OFFICE = '192.0.2.20';

  it('refuses an address after too many failures across e-mails, while others sign in elsewhere', async () => {
    now += 60 * MINUTE;
    // Four failures under the free allowance of a third (ADDRESS_LIMIT 12: 3), one real sign-in in between.
    for (const email of ['a@farm.example', 'b@farm.example', 'c@farm.example']) assert.equal((await login(email, 'wrong', OFFICE)).status, 401);
    assert.equal((await login('lead@myfarm.example', DEMO_PASSWORD, OFFICE)).status, 303);
    // A success clears its own e-mail's count, never the address's: the next failure already has to wait.
    const fourth = await login('d@farm.example', 'wrong', OFFICE);
    assert.equal(fourth.error, `${WRONG_CREDENTIALS} Please wait 1 second before trying again.`);
    for (let failures = 5, wait = 1000; failures <= ADDRESS_LIMIT; failures++, wait *= 2) {
      now += wait;
      const response = await login(`user${failures}@farm.example`, 'wrong', OFFICE, failures % 2 ? second : t.app);
      assert.equal(response.status, failures < ADDRESS_LIMIT ? 401 : 429, `failure ${failures}`);
    }
    const refused = await login('admin@myfarm.example', DEMO_PASSWORD, OFFICE);
    assert.deepEqual(refused, {
      status: 429,
      error: 'Too many failed sign-in attempts from your network. Please wait 15 minutes before trying again.',
      retryAfter: String(15 * 60),
    });
    assert.equal((await login('admin@myfarm.example', DEMO_PASSWORD, '192.0.2.21')).status, 303);
    now += 15 * MINUTE;
    assert.equal((await login('admin@myfarm.example', DEMO_PASSWORD, OFFICE)).status, 303);
  });

  it('counts IPv6 clients by their /64 network', async () => {
    now += 60 * MINUTE;
    for (let i = 1; i <= 3; i++) await login(`v6-${i}@farm.example`, 'wrong', `2001:db8:1:2::${i}`);
    // The fourth failure, from yet another address of the same network, already has to wait.
    assert.match((await login('v6-4@farm.example', 'wrong', '2001:db8:1:2:aaaa::4')).error ?? '', /Please wait 1 second/);
    assert.equal((await login('v6-5@farm.example', 'wrong', '2001:db8:1:2:bbbb::5')).status, 429);
    assert.equal((await login('v6-5@farm.example', 'wrong', '2001:db8:1:3::5')).status, 401);
  });

  it('stores only keyed hashes, never an e-mail or an address', async () => {
    const keys = (await t.db.selectFrom('failure_counters').select('key').execute()).map((row) => row.key);
    assert.ok(keys.length > 5);
    assert.ok(
      keys.every((key) => /^sign-in:(email|address):[\w-]{43}$/.test(key)),
      keys.join(' '),
    );
  });
});
