import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PARTNER_ERROR_CODES } from '@farm/core/domain';
import { createTestApp, type TestApp } from '../../testing';
import { createPartner } from './partner-queries';

const PARTNER_SITE = 'https://www.fenlandgrain.example';
const KEY_ALLOWANCE = 3;
const ADDRESS_ALLOWANCE = 40;
const PRICES = '/api/public/prices?commodity=Feed%20Wheat&postcode=CB21%205XE&priceType=XFH';

let t: TestApp;
let key: string;
let busyKey: string;
let disabledKey: string;
let addressCount = 0;
/** A client address of its own per test, so one test's requests never use up another's allowance. */
const newAddress = () => `198.51.100.${++addressCount}`;

before(async () => {
  t = await createTestApp(
    { PARTNER_RATE_LIMIT_PER_MINUTE: String(KEY_ALLOWANCE), PUBLIC_REQUESTS_PER_ADDRESS_PER_MINUTE: String(ADDRESS_ALLOWANCE) },
    // Nothing in the background may run a statement while a test counts them.
    { queries: true, outbox: { pollMs: 24 * 3600_000 } },
  );
  const widgets = ['farm-prices', 'farm-weather'];
  ({ key } = await createPartner(t.db, { name: 'Fenland Grain', allowedOrigins: [PARTNER_SITE], allowedWidgets: widgets }));
  ({ key: busyKey } = await createPartner(t.db, { name: 'Busy Ltd', allowedOrigins: [PARTNER_SITE], allowedWidgets: widgets }));
  ({ key: disabledKey } = await createPartner(t.db, { name: 'Gone Ltd', allowedOrigins: [PARTNER_SITE], allowedWidgets: widgets, disabled: true }));
  // The partners are read once, by the first public request.
  await t.app.inject({ url: PRICES, headers: { 'x-partner-key': key }, remoteAddress: newAddress() });
});
after(() => t.close());

const get = (headers: Record<string, string>, remoteAddress: string, url = PRICES) => t.app.inject({ url, headers, remoteAddress });

/** The statements the app ran for `send`. */
async function statementsOf(send: () => Promise<unknown>): Promise<number> {
  t.queries!.reset();
  await send();
  return t.queries!.count;
}

describe('public endpoints shed load before the database', () => {
  it('refuses unknown keys, disabled keys, other origins and widgets the key lacks without a database statement', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    const statements = await statementsOf(async () => {
      for (let i = 0; i < 10; i++) statuses.push((await get({ 'x-partner-key': `unknown-${i}` }, address)).statusCode);
      statuses.push((await get({ 'x-partner-key': disabledKey }, address)).statusCode);
      statuses.push((await get({ 'x-partner-key': key, origin: 'https://evil.example' }, address)).statusCode);
      statuses.push((await get({}, address)).statusCode);
    });
    assert.deepEqual(statuses, [...Array<number>(11).fill(401), 403, 401]);
    assert.equal(statements, 0);
  });

  it('refuses a key over its allowance from memory: the database counts only the requests within it', async () => {
    const address = newAddress();
    const answers: number[] = [];
    const statements = await statementsOf(async () => {
      for (let i = 0; i < KEY_ALLOWANCE + 10; i++) answers.push((await get({ 'x-partner-key': busyKey, origin: PARTNER_SITE }, address)).statusCode);
    });
    assert.deepEqual(answers, [...Array<number>(KEY_ALLOWANCE).fill(200), ...Array<number>(10).fill(429)]);
    // One counting statement per allowed request (and now and then a sweep of old counts), none for the refused.
    assert.ok(statements >= KEY_ALLOWANCE && statements <= KEY_ALLOWANCE + 1, `${statements} statements`);
    const refused = await get({ 'x-partner-key': busyKey, origin: PARTNER_SITE }, address);
    assert.equal(refused.json().errorCode, PARTNER_ERROR_CODES.rateLimited);
    assert.ok(Number(refused.headers['retry-after']) > 0);
  });

  it('refuses an address over its allowance, whatever key it sends, and counts other addresses apart', async () => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_ALLOWANCE; i++) assert.notEqual((await get({ 'x-partner-key': `unknown-${i}` }, address)).statusCode, 429);
    const refused = await get({ 'x-partner-key': key }, address);
    assert.equal(refused.statusCode, 429);
    assert.match(refused.json().errorMessage, /from your address \(at most 40 a minute\)/);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // The open routes count too: the address is refused there as well.
    assert.equal((await get({}, address, '/api/public/calculators/limus-products')).statusCode, 429);
    assert.equal((await get({ 'x-partner-key': key }, newAddress())).statusCode, 200);
  });

  it('does not give a new allowance to an address that writes X-Forwarded-For when no proxy is trusted (TRUST_PROXY off)', async () => {
    const address = newAddress();
    const answers: number[] = [];
    for (let i = 0; i <= ADDRESS_ALLOWANCE; i++) {
      answers.push((await get({ 'x-partner-key': `unknown-${i}`, 'x-forwarded-for': `203.0.113.${i}` }, address)).statusCode);
    }
    assert.equal(answers.at(-1), 429);
  });

  it('makes the indicative prices of a commodity and postcode area once per tick, whichever page asks', async () => {
    const { service, feed } = t.app.farm.market;
    const commodity = (await service.reference()).commodities[0]!;
    const first = await service.indicativePrices(commodity, 'NR1 1AA', 'XFH');
    assert.equal(await service.indicativePrices(commodity, 'NR2 3BB', 'XFH'), first);
    assert.notEqual(await service.indicativePrices(commodity, 'CB21 5XE', 'XFH'), first);
    // The next tick, once this instance has it.
    await new Promise<void>((resolve) => {
      const stop = feed.subscribe(() => {
        stop();
        resolve();
      });
      void feed.publish(Date.parse(feed.latest().snapshot.at) + 60_000);
    });
    assert.notEqual(await service.indicativePrices(commodity, 'NR1 1AA', 'XFH'), first);
  });

  it('refuses a partner disabled by another writer once this instance has looked for changes', async () => {
    const { key: soonGone } = await createPartner(t.db, { name: 'Soon Gone Ltd', allowedOrigins: [PARTNER_SITE], allowedWidgets: ['farm-prices'] });
    await t.app.farm.dataChanges.poll();
    assert.equal((await get({ 'x-partner-key': soonGone, origin: PARTNER_SITE }, newAddress())).statusCode, 200);
    // Written past the app (as `npm run partners` or another instance would): seen once data_version is read.
    await t.db.updateTable('partners').set({ disabled_at: new Date() }).where('name', '=', 'Soon Gone Ltd').execute();
    await t.app.farm.dataChanges.poll();
    assert.equal((await get({ 'x-partner-key': soonGone, origin: PARTNER_SITE }, newAddress())).statusCode, 401);
  });
});
