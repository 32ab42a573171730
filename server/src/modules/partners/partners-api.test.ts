import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PARTNER_ERROR_CODES } from '@farm/core/domain';
import { weatherResponseSchema } from '@farm/area-weather/domain';
import { buildApp } from '../../app';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../testing';
import { databaseRateLimitStore } from './database-rate-limit-store';
import { createPartner } from './partner-queries';
import { DEMO_PARTNER } from './demo-partner';

const PARTNER_SITE = 'https://www.fenlandgrain.example';
const OTHER_PARTNER_SITE = 'https://www.woldsstores.example';
const STRANGER = 'https://evil.example';
const RATE_LIMIT = 5;

let t: TestApp;
let key: string;
let pricesOnlyKey: string;
let disabledKey: string;
let limitedKey: string;
// Its own key for the caching tests, so they do not use up another test's allowance of RATE_LIMIT a minute.
let cachingKey: string;

before(async () => {
  t = await createTestApp({ EMBED_DEMO_ORIGINS: 'http://127.0.0.1:9999', PARTNER_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) });
  ({ key } = await createPartner(t.db, { name: 'Fenland Grain', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-weather'] }));
  ({ key: pricesOnlyKey } = await createPartner(t.db, {
    name: 'Wolds Stores',
    allowedOrigins: [OTHER_PARTNER_SITE],
    allowedWidgets: ['farm-prices'],
  }));
  ({ key: disabledKey } = await createPartner(t.db, {
    name: 'Gone Ltd',
    allowedOrigins: [PARTNER_SITE],
    allowedWidgets: ['farm-weather'],
    disabled: true,
  }));
  ({ key: limitedKey } = await createPartner(t.db, { name: 'Busy Ltd', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-weather'] }));
  ({ key: cachingKey } = await createPartner(t.db, { name: 'Cached Ltd', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-weather'] }));
});
after(() => t.close());

const WEATHER = '/api/public/weather?location=CB21%205XE&range=24HR';
const get = (headers: Record<string, string>, url = WEATHER) => t.app.inject({ url, headers });

describe('partner keys', () => {
  it('creates random keys and stores only their hash', async () => {
    assert.match(key, /^[\w-]{43}$/);
    const rows = await t.db.selectFrom('partners').select(['key_hash']).execute();
    assert.ok(rows.every((row) => row.key_hash !== key));
  });

  it('seeds the demo partner for our own origin and EMBED_DEMO_ORIGINS', async () => {
    const response = await get({ 'x-partner-key': DEMO_PARTNER.key, origin: 'http://127.0.0.1:9999' });
    assert.equal(response.statusCode, 200);
    assert.equal((await get({ 'x-partner-key': DEMO_PARTNER.key, origin: TEST_PUBLIC_URL })).statusCode, 200);
  });
});

describe('GET /api/public/weather', () => {
  it('answers the same forecast as the portal route for a valid key on an allowed origin', async () => {
    const response = await get({ 'x-partner-key': key, origin: PARTNER_SITE });
    assert.equal(response.statusCode, 200);
    const { weather } = weatherResponseSchema.parse(response.json().data);
    assert.equal(weather.location.code, 'CB21');
    assert.equal(weather.slices.length, 8);
    assert.equal(response.headers['access-control-allow-origin'], PARTNER_SITE);
  });

  it('lets only the browser keep a forecast (private), for the same page origin and key, and answers 304 to its ETag', async () => {
    const first = await get({ 'x-partner-key': cachingKey, origin: PARTNER_SITE });
    assert.equal(first.headers['cache-control'], 'private, max-age=300');
    const vary = String(first.headers.vary).toLowerCase().split(/,\s*/);
    assert.ok(vary.includes('origin') && vary.includes('x-partner-key'), `vary: ${first.headers.vary}`);
    const again = await get({ 'x-partner-key': cachingKey, origin: PARTNER_SITE, 'if-none-match': String(first.headers.etag) });
    assert.deepEqual([again.statusCode, again.body, again.headers['access-control-allow-origin']], [304, '', PARTNER_SITE]);
  });

  it('checks the key before it answers 304: a refused key gets its refusal', async () => {
    const etag = String((await get({ 'x-partner-key': cachingKey, origin: PARTNER_SITE })).headers.etag);
    const refused = await get({ 'x-partner-key': disabledKey, origin: PARTNER_SITE, 'if-none-match': etag });
    assert.equal(refused.statusCode, 401);
  });

  it('works without an Origin header (same-origin pages, servers)', async () => {
    assert.equal((await get({ 'x-partner-key': key })).statusCode, 200);
  });

  it('refuses a request without a key, with a CORS header so the widget can read why', async () => {
    const response = await get({ origin: PARTNER_SITE });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().errorCode, PARTNER_ERROR_CODES.keyMissing);
    assert.equal(response.headers['access-control-allow-origin'], PARTNER_SITE);
  });

  it('refuses an unknown key and a disabled partner', async () => {
    for (const wrong of ['not-a-key', disabledKey]) {
      const response = await get({ 'x-partner-key': wrong, origin: PARTNER_SITE });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().errorCode, PARTNER_ERROR_CODES.keyInvalid);
    }
  });

  it('refuses an origin the key does not allow, and sends it no CORS header', async () => {
    for (const origin of [STRANGER, OTHER_PARTNER_SITE]) {
      const response = await get({ 'x-partner-key': key, origin });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().errorCode, PARTNER_ERROR_CODES.originForbidden);
      assert.equal(response.headers['access-control-allow-origin'], undefined);
    }
  });

  it('refuses a widget the partner does not have', async () => {
    const response = await get({ 'x-partner-key': pricesOnlyKey, origin: OTHER_PARTNER_SITE });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, PARTNER_ERROR_CODES.widgetForbidden);
  });

  it('keeps the weather errors of the portal route', async () => {
    const response = await get({ 'x-partner-key': key }, '/api/public/weather?location=ZZ99&range=24HR');
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'WEATHER_LOCATION_NOT_FOUND');
  });
});

describe('CORS preflight', () => {
  const preflight = (origin: string, url = WEATHER) =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-partner-key' },
    });

  it('allows the partner key header for an origin some active partner allows', async () => {
    const response = await preflight(PARTNER_SITE);
    assert.equal(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], PARTNER_SITE);
    assert.match(String(response.headers['access-control-allow-headers']), /X-Partner-Key/i);
    assert.match(String(response.headers['access-control-allow-methods']), /GET/);
    assert.equal(response.headers['access-control-allow-credentials'], undefined);
  });

  it('refuses an origin no partner allows', async () => {
    const response = await preflight(STRANGER);
    assert.notEqual(response.statusCode, 204);
    assert.equal(response.headers['access-control-allow-origin'], undefined);
  });

  it('opens the calculators data to every origin, without a key', async () => {
    const response = await preflight(STRANGER, '/api/public/calculators/limus-products');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    const data = await t.app.inject({ url: '/api/public/calculators/limus-products', headers: { origin: STRANGER } });
    assert.equal(data.statusCode, 200);
    assert.equal(data.headers['access-control-allow-origin'], '*');
  });
});

describe('rate limit', () => {
  it(`answers 429 with the envelope after ${RATE_LIMIT} requests a minute per key, and counts keys apart`, async () => {
    for (let i = 0; i < RATE_LIMIT; i++) assert.equal((await get({ 'x-partner-key': limitedKey, origin: PARTNER_SITE })).statusCode, 200);
    const refused = await get({ 'x-partner-key': limitedKey, origin: PARTNER_SITE });
    assert.equal(refused.statusCode, 429);
    assert.equal(refused.json().status, 429);
    assert.equal(refused.json().errorCode, PARTNER_ERROR_CODES.rateLimited);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal(refused.headers['access-control-allow-origin'], PARTNER_SITE);
    assert.equal((await get({ 'x-partner-key': DEMO_PARTNER.key })).statusCode, 200);
  });

  it('starts a new window, counting from 1, once the old one has passed', async () => {
    let now = Date.parse('2026-03-02T09:00:00Z');
    const Store = databaseRateLimitStore(t.db, () => now);
    const store = new Store({});
    const incr = (windowMs: number) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('window-test', (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10),
      );
    assert.equal((await incr(300)).current, 1);
    const second = await incr(300);
    assert.equal(second.current, 2);
    assert.equal(second.ttl, 300);
    now += 299;
    assert.deepEqual(await incr(300), { current: 3, ttl: 1 });
    now += 1;
    assert.equal((await incr(300)).current, 1);
  });

  it('counts one allowance for a key across server instances on one database, and never stores the key', async () => {
    const second = await buildApp(t.config, { db: t.db, logger: false });
    try {
      const { key: sharedKey } = await createPartner(t.db, { name: 'Two Sites Ltd', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-weather'] });
      // Written past both instances: each sees the new partner once it has looked at data_version.
      await Promise.all([t.app.farm.dataChanges.poll(), second.farm.dataChanges.poll()]);
      const headers = { 'x-partner-key': sharedKey, origin: PARTNER_SITE };
      for (let i = 0; i < RATE_LIMIT; i++) {
        const instance = i % 2 === 0 ? t.app : second;
        assert.equal((await instance.inject({ url: WEATHER, headers })).statusCode, 200);
      }
      const refused = await second.inject({ url: WEATHER, headers });
      assert.equal(refused.statusCode, 429);
      const retryAfter = Number(refused.headers['retry-after']);
      assert.ok(retryAfter > 0 && retryAfter <= 60, `retry-after ${retryAfter}`);
      const keys = await t.db.selectFrom('rate_limit_counters').select('key').execute();
      assert.ok(keys.length > 0 && keys.every((row) => !row.key.includes(sharedKey)));
    } finally {
      await second.close();
    }
  });
});
