import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cropMarketingMessages, saleQuoteResponseSchema, type SaleDraft } from '@farm/area-crop-marketing/domain';
import { pricesResponseSchema } from '@farm/core/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { listenerOf } from '../../db';
import { createIntegrationClient } from '../integration';
import { bearer, createTestApp, integrationToken, postBatch, signIn, type TestApp } from '../../testing';

// The price desk (issue 29) on two instances of one database: staff change it on A, and B, which learns of it the
// way every instance does (data_version, polled each second, within a tick), prices and refuses by it. 10:00 UTC on
// a Tuesday.
let now = Date.UTC(2026, 10, 24, 10, 0, 0);
let t: TestApp & { tokens: { grower: string; staff: string } };
let b: FastifyInstance;
before(async () => {
  const a = await createTestApp({}, { clock: () => now });
  t = {
    ...a,
    tokens: { grower: (await signIn(a.app, 'grower@myfarm.example')).accessToken, staff: (await signIn(a.app, 'staff@myfarm.example')).accessToken },
  };
  b = await buildApp(a.config, { db: a.db, listen: listenerOf(a.db), logger: false, clock: () => now, marketTicks: false });
});
// B first: it shares A's database, which A closes.
after(async () => {
  await b?.close();
  await t?.close();
});

const onA = (method: 'PUT' | 'DELETE' | 'GET', url: string, token = t.tokens.staff, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const onB = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  b.inject({ method: payload ? 'POST' : 'GET', url, ...(payload ? { payload } : {}), headers: { ...bearer(t.tokens.grower), ...headers } });
/** B learns of writes as every instance does, by polling data_version; the test polls now instead of waiting a second. */
const bPolls = () => b.farm.dataChanges.poll();

async function pricesOnB(commodityExternalCdkId: string, priceType = 'XFM') {
  const addresses = (await onB('/api/accounts/HARR0001/address?addressType=Collection')).json().data.addresses;
  const response = await onB(
    `/api/accounts/HARR0001/prices?priceType=${priceType}&farmAddressId=${addresses[0].addressNumber}&commodityExternalCdkId=${commodityExternalCdkId}`,
  );
  return { farmAddressId: addresses[0].addressNumber as number, prices: pricesResponseSchema.parse(response.json().data).prices };
}

async function feedWheatDraft(): Promise<SaleDraft> {
  const { farmAddressId, prices } = await pricesOnB('FW');
  const row = prices.rows.find((candidate) => candidate.priceCurrentYear !== null)!;
  return { commodityId: 1, farmAddressId, priceType: 'XFM', quantity: 29, sellReference: row.sellReference, varietyList: [101] };
}

describe('pausing selling at the price desk', () => {
  it('pauses feed wheat on one instance; the other refuses its quotes and the sale of an open quote, and its prices say so', async () => {
    const draft = await feedWheatDraft();
    const open = saleQuoteResponseSchema.parse((await onB('/api/accounts/HARR0001/quotes', draft)).json().data).quote;

    const paused = await onA('PUT', '/api/price-desk/pauses/1');
    assert.equal(paused.statusCode, 200, paused.body);
    assert.deepEqual(
      paused.json().data.pauses.map((pause: { commodityName: string; pausedBy: string }) => [pause.commodityName, pause.pausedBy]),
      [['Feed Wheat', 'staff@myfarm.example']],
    );
    await bPolls();

    const quote = await onB('/api/accounts/HARR0001/quotes', draft);
    assert.equal(quote.statusCode, 409);
    assert.deepEqual(quote.json(), { status: 409, errorCode: 'SELLING_PAUSED', errorMessage: cropMarketingMessages.sellingPaused });
    const { expiresAt: _expiresAt, ...sale } = open;
    const contract = await onB('/api/accounts/HARR0001/contracts', sale, { 'idempotency-key': 'paused-sale' });
    assert.equal(contract.statusCode, 409);
    assert.equal(contract.json().errorCode, 'SELLING_PAUSED');
    assert.equal((await pricesOnB('FW')).prices.sellingPaused, true);
    const other = await t.db.selectFrom('commodities').select('commodity_external_cdk_id').where('id', '!=', 1).executeTakeFirstOrThrow();
    assert.equal((await pricesOnB(other.commodity_external_cdk_id)).prices.sellingPaused, false, 'other commodities still sell');

    assert.equal((await onA('DELETE', '/api/price-desk/pauses/1')).json().data.pauses.length, 0);
    await bPolls();
    assert.equal((await pricesOnB('FW')).prices.sellingPaused, false);
    const again = saleQuoteResponseSchema.parse((await onB('/api/accounts/HARR0001/quotes', draft)).json().data).quote;
    const { expiresAt: _again, ...resumed } = again;
    const made = await onB('/api/accounts/HARR0001/contracts', resumed, { 'idempotency-key': 'resumed-sale' });
    assert.equal(made.statusCode, 201, made.body);
  });

  it('pauses every commodity at once, for staff only, and audits who changed what', async () => {
    assert.equal((await onA('PUT', '/api/price-desk/pauses/0', t.tokens.grower)).statusCode, 403);
    assert.equal((await onA('GET', '/api/price-desk/pauses', t.tokens.grower)).statusCode, 403);
    const unknown = await onA('PUT', '/api/price-desk/pauses/999');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().errorCode, 'COMMODITY_NOT_FOUND');

    assert.equal((await onA('PUT', '/api/price-desk/pauses/0')).statusCode, 200);
    await bPolls();
    const other = await t.db.selectFrom('commodities').select('commodity_external_cdk_id').where('id', '!=', 1).executeTakeFirstOrThrow();
    assert.equal((await pricesOnB(other.commodity_external_cdk_id)).prices.sellingPaused, true);
    assert.equal((await onB('/api/accounts/HARR0001/quotes', await feedWheatDraft())).json().errorCode, 'SELLING_PAUSED');
    await onA('DELETE', '/api/price-desk/pauses/0');

    const audit = await t.db.selectFrom('audit_log').select(['username', 'action', 'message']).where('appname', '=', 'Price desk').orderBy('id').execute();
    assert.deepEqual(
      audit.map((entry) => [entry.username, entry.action, entry.message]),
      [
        ['staff@myfarm.example', 'selling-pause', 'Selling of Feed Wheat changed from open to paused'],
        ['staff@myfarm.example', 'selling-resume', 'Selling of Feed Wheat changed from paused to open'],
        ['staff@myfarm.example', 'selling-pause', 'Selling of Every commodity changed from open to paused'],
        ['staff@myfarm.example', 'selling-resume', 'Selling of Every commodity changed from paused to open'],
      ],
    );
  });
});

describe("the price desk's price model", () => {
  const firstPrice = async (priceType = 'XFM') => {
    const row = (await pricesOnB('FW', priceType)).prices.rows.find((candidate) => candidate.priceCurrentYear !== null)!;
    return { current: row.priceCurrentYear!, previous: row.pricePreviousYear! };
  };
  const desk = async () => (await onA('GET', '/api/price-desk')).json().data;

  it("moves feed wheat's price on the other instance by a change of its basis, to the penny", async () => {
    const before = await firstPrice();
    const { basis } = await desk();
    const wildcard =
      basis.find((row: { commodityId: number; postcodeArea: string }) => row.commodityId === 1 && row.postcodeArea === 'CB') ??
      basis.find((row: { commodityId: number; postcodeArea: string }) => row.commodityId === 1 && row.postcodeArea === '*');
    const changed = await onA('PUT', '/api/price-desk/basis', t.tokens.staff, {
      commodityId: 1,
      postcodeArea: wildcard.postcodeArea,
      basis: wildcard.basis + 7.25,
    });
    assert.equal(changed.statusCode, 200, changed.body);
    await bPolls();
    const after = await firstPrice();
    assert.equal(Math.round((after.current - before.current) * 100), 725);
    assert.equal(Math.round((after.previous - before.previous) * 100), 725);
  });

  it('pays the new haulage allowance on XFH and prices the previous crop by the new spread', async () => {
    const changed = await onA('PUT', '/api/price-desk/allowances', t.tokens.staff, { haulageAllowance: 6.25, previousCropSpread: 5 });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(changed.json().data.allowances, { haulageAllowance: 6.25, previousCropSpread: 5 });
    await bPolls();
    const [xfm, xfh] = [await firstPrice('XFM'), await firstPrice('XFH')];
    assert.equal(Math.round((xfh.current - xfm.current) * 100), 625);
    assert.equal(Math.round((xfm.current - xfm.previous) * 100), 500);
  });

  it('refuses what is not pounds and pence, an area that is not a postcode area, and anyone but staff, changing nothing', async () => {
    const before = await desk();
    const pence = await onA('PUT', '/api/price-desk/basis', t.tokens.staff, { commodityId: 1, postcodeArea: 'CB', basis: 1.234 });
    assert.equal(pence.statusCode, 400);
    assert.match(pence.json().errorMessage, /Enter pounds and pence, at most two decimal places\./);
    const area = await onA('PUT', '/api/price-desk/basis', t.tokens.staff, { commodityId: 1, postcodeArea: 'cb1', basis: 1 });
    assert.equal(area.statusCode, 400);
    assert.match(area.json().errorMessage, /A postcode area is one or two letters, such as CB, or \* for every other area\./);
    for (const [method, url, body] of [
      ['PUT', '/api/price-desk/pauses/feed-wheat', undefined],
      ['DELETE', '/api/price-desk/pauses/-1', undefined],
      ['PUT', '/api/price-desk/premiums/1', { premium: 'nine' }],
      ['PUT', '/api/price-desk/premiums/1', { premium: 250 }],
      ['PUT', '/api/price-desk/allowances', { haulageAllowance: -1, previousCropSpread: 3 }],
      ['PUT', '/api/price-desk/allowances', { haulageAllowance: 4.5 }],
    ] as const) {
      const refused = await onA(method, url, t.tokens.staff, body);
      assert.equal(refused.statusCode, 400, `${method} ${url} ${JSON.stringify(body)}: ${refused.body}`);
      assert.equal(refused.json().errorCode, 'VALIDATION_ERROR');
    }
    assert.equal((await onA('PUT', '/api/price-desk/premiums/1', t.tokens.grower, { premium: 9 })).statusCode, 403);
    assert.equal((await onA('PUT', '/api/price-desk/allowances', t.tokens.grower, { haulageAllowance: 1, previousCropSpread: 1 })).statusCode, 403);
    assert.equal((await onA('GET', '/api/price-desk', t.tokens.grower)).statusCode, 403);
    assert.equal((await onA('PUT', '/api/price-desk/premiums/999', t.tokens.staff, { premium: 1 })).statusCode, 404);
    assert.deepEqual(await desk(), before);
  });

  it("audits each change with who made it and its before and after, and a premium's too", async () => {
    const [profile] = (await desk()).premiums;
    const premium = await onA('PUT', `/api/price-desk/premiums/${profile.profileNumber}`, t.tokens.staff, { premium: profile.premium + 1 });
    assert.equal(premium.statusCode, 200, premium.body);
    const audit = await t.db.selectFrom('audit_log').select(['username', 'message']).where('action', '=', 'price-desk-change').orderBy('id').execute();
    assert.equal(audit.length, 3);
    assert.ok(audit.every((entry) => entry.username === 'staff@myfarm.example'));
    assert.match(audit[0]!.message, /^Basis of Feed Wheat in (CB|every other area) changed from £-?\d+\.\d{2}\/MT to £-?\d+\.\d{2}\/MT$/);
    assert.equal(audit[1]!.message, 'Haulage allowance changed from £4.50/MT to £6.25/MT; previous crop spread from £3.00/MT to £5.00/MT');
    assert.equal(audit[2]!.message, `Premium of ${profile.name} changed from £${profile.premium.toFixed(2)}/MT to £${(profile.premium + 1).toFixed(2)}/MT`);
  });
});

describe("the merchant's price sheet (prices:write)", () => {
  let desk: string;
  before(async () => {
    const { client, secret } = await createIntegrationClient(t.db, { name: 'Trading desk', scopes: ['prices:write'] });
    desk = await integrationToken(t, { clientId: client.clientId, secret }, 'prices:write');
  });
  const sheet = (externalId: string, version: number, data: Record<string, unknown>) =>
    postBatch(t, desk, [{ kind: 'price', externalId, version, data: { commodity: 'FW', postcodeArea: '*', ...data } }]);
  const rowOnB = async (sellReference: string) => (await pricesOnB('FW')).prices.rows.find((row) => row.sellReference === sellReference)!;
  const pence = (pounds: number) => Math.round(pounds * 100);

  it("prices its row on the other instance in place of futures and basis, keeping the farm's premiums; the desk lists it until withdrawn", async () => {
    // B has learnt of the desk's earlier changes.
    await bPolls();
    const model = await rowOnB('FW-2027-01');
    assert.equal(model.manual, undefined);
    const [pushed] = await sheet('SHEET-FW-JAN', 1, { period: '2027-01', price: 250 });
    assert.equal(pushed!.result, 'created', pushed!.reason);
    await bPolls();
    const manual = await rowOnB('FW-2027-01');
    assert.equal(manual.manual, true);
    // What the model added to futures (the basis and the farm's premiums) minus the basis: the premiums stay.
    const { basis } = (await onA('GET', '/api/price-desk')).json().data as { basis: { commodityId: number; postcodeArea: string; basis: number }[] };
    const [address] = (await onB('/api/accounts/HARR0001/address?addressType=Collection')).json().data.addresses as { postcode: string }[];
    const area = /^[A-Z]{1,2}/.exec(address!.postcode)![0];
    const areaBasis = (basis.find((row) => row.commodityId === 1 && row.postcodeArea === area) ??
      basis.find((row) => row.commodityId === 1 && row.postcodeArea === '*'))!.basis;
    assert.equal(pence(manual.priceCurrentYear!), pence(model.priceCurrentYear!) - pence(model.futuresPriceGbp) - pence(areaBasis) + 25_000);
    assert.equal((await rowOnB('FW-2027-02')).manual, undefined, 'the rows the sheet does not name stay the model’s');

    const listed = (await onA('GET', '/api/price-desk')).json().data.manualPrices;
    assert.deepEqual(
      listed.map((row: Record<string, unknown>) => [row.externalId, row.commodityName, row.period, row.postcodeArea, row.price, row.expiresAt, row.setBy]),
      [['SHEET-FW-JAN', 'Feed Wheat', '2027-01', '*', 250, null, 'Trading desk']],
    );

    const [second] = await sheet('SHEET-FW-JAN-2', 1, { period: '2027-01', price: 251 });
    assert.equal(second!.code, 'RULE_BROKEN');
    assert.match(second!.reason!, /FW 2027-01 in \* is priced by price record SHEET-FW-JAN: withdraw it first/);

    assert.equal((await sheet('SHEET-FW-JAN', 2, { period: '2027-01', withdrawn: true }))[0]!.result, 'updated');
    await bPolls();
    const back = await rowOnB('FW-2027-01');
    assert.equal(back.manual, undefined);
    assert.equal(back.priceCurrentYear, model.priceCurrentYear);
    assert.deepEqual((await onA('GET', '/api/price-desk')).json().data.manualPrices, []);
  });

  it('stops pricing a row once it expires, and the first tick after clears it and moves the pricing version', async () => {
    const [pushed] = await sheet('SHEET-FW-AA', 1, { period: 'as-available', price: 240, expiresAt: new Date(now + 60 * 60_000).toISOString() });
    assert.equal(pushed!.result, 'created', pushed!.reason);
    await bPolls();
    const aa = (await pricesOnB('FW')).prices.rows.find((row) => row.asAvailable)!;
    assert.equal(aa.manual, true);
    const started = now;
    try {
      now += 2 * 60 * 60_000;
      assert.equal((await pricesOnB('FW')).prices.rows.find((row) => row.asAvailable)!.manual, undefined);
      const version = (await pricesOnB('FW')).prices.pricingVersion;
      await t.app.farm.market.feed.publish(now);
      await bPolls();
      assert.equal(await t.db.selectFrom('manual_prices').select('external_id').where('external_id', '=', 'SHEET-FW-AA').executeTakeFirst(), undefined);
      assert.ok((await pricesOnB('FW')).prices.pricingVersion > version);
    } finally {
      now = started;
    }
  });

  it('refuses a commodity it does not know, a period that is not one, and a row without a price, writing nothing', async () => {
    const results = await postBatch(t, desk, [
      { kind: 'price', externalId: 'BAD-1', version: 1, data: { commodity: 'XX', period: '2027-01', postcodeArea: '*', price: 200 } },
      { kind: 'price', externalId: 'BAD-2', version: 1, data: { commodity: 'FW', period: '2027-13', postcodeArea: '*', price: 200 } },
      { kind: 'price', externalId: 'BAD-3', version: 1, data: { commodity: 'FW', period: '2027-01', postcodeArea: 'CB' } },
    ]);
    assert.deepEqual(
      results.map((line) => [line.externalId, line.reason]),
      [
        // Read first, then written: the results of records refused as read come first.
        ['BAD-2', "data.period: 'as-available' or a month, YYYY-MM"],
        ['BAD-3', 'data.price: a price, unless the row is withdrawn'],
        ['BAD-1', 'data.commodity: no commodity XX; the codes are FW, FB, OSR.'],
      ],
    );
    assert.equal(await t.db.selectFrom('manual_prices').select('external_id').executeTakeFirst(), undefined);
  });
});

describe("the price desk's trading hours", () => {
  const hours = (tradingHours: string | null) => onA('PUT', '/api/price-desk/trading-hours', t.tokens.staff, { tradingHours });

  it("closes selling on the other instance outside the desk's hours, and opens it again on the deployment's", async () => {
    // Tuesday 10:00 in the UK: the deployment's hours are open.
    const closed = await hours('Mon-Fri 12:00-17:00; Sat 08:00-12:00');
    assert.equal(closed.statusCode, 200, closed.body);
    assert.deepEqual(closed.json().data.tradingHours, {
      hours: 'Mon-Fri 12:00-17:00; Sat 08:00-12:00',
      setByDesk: true,
      deploymentHours: t.config.market.tradingHours,
    });
    await bPolls();
    const times = (await onB('/api/mycrop/tradingtimes')).json().data.tradingTimes;
    assert.deepEqual([times.open, Date.parse(times.opensAt)], [false, Date.UTC(2026, 10, 24, 12, 0, 0)]);
    const quote = await onB('/api/accounts/HARR0001/quotes', await feedWheatDraft());
    assert.equal(quote.statusCode, 409);
    assert.equal(quote.json().errorCode, 'MARKET_CLOSED');

    const back = await hours(null);
    assert.equal(back.json().data.tradingHours.setByDesk, false);
    await bPolls();
    assert.equal((await onB('/api/mycrop/tradingtimes')).json().data.tradingTimes.open, true);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('message')
      .where('action', '=', 'price-desk-change')
      .where('message', 'like', 'Trading hours%')
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => row.message),
      [
        `Trading hours changed from the deployment's '${t.config.market.tradingHours}' to 'Mon-Fri 12:00-17:00; Sat 08:00-12:00'`,
        `Trading hours changed from 'Mon-Fri 12:00-17:00; Sat 08:00-12:00' to the deployment's '${t.config.market.tradingHours}'`,
      ],
    );
  });

  it('refuses hours it cannot read, saying which part, and a farmer, and changes nothing', async () => {
    const farmer = await onA('PUT', '/api/price-desk/trading-hours', t.tokens.grower, { tradingHours: 'Mon-Sun 00:00-24:00' });
    assert.equal(farmer.statusCode, 403);
    const refused = await hours('Mon-Fri 07:30-17:00; weekends');
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body, /Cannot read 'weekends': write it like 'Mon-Fri 07:30-17:00', several separated by ';'\./);
    assert.equal((await onA('GET', '/api/price-desk')).json().data.tradingHours.setByDesk, false);
  });
});
