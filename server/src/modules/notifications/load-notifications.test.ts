import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { PortalNotification } from '@farm/core/domain';
import { bearer, createTestApp, integrationToken, postBatch, readOutbox, signIn, type TestApp } from '../../testing';
import { createIntegrationClient } from '../integration';

let t: TestApp;
let token: string;
let grower: string;
const GROWER = 'grower@myfarm.example';

before(async () => {
  t = await createTestApp();
  const { client, secret } = await createIntegrationClient(t.db, {
    name: 'Weighbridge and lab',
    scopes: ['contracts:write', 'movements:write', 'samples:write'],
  });
  token = await integrationToken(t, { clientId: client.clientId, secret }, 'contracts:write movements:write samples:write');
  grower = (await signIn(t.app, GROWER)).accessToken;
});
after(() => t?.close());

const preferencesUrl = (account = 'HARR0001') => `/api/accounts/${account}/load-notification-preferences`;
const savePreferences = (payload: Record<string, unknown>, account?: string) =>
  t.app.inject({ method: 'PUT', url: preferencesUrl(account), headers: bearer(grower), payload });
const bell = async () => {
  const response = await t.app.inject({ url: '/api/accounts/HARR0001/notifications', headers: bearer(grower) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as { notifications: PortalNotification[]; unread: number };
};
const weighedLoad = (externalId: string, version = 1) => ({
  kind: 'movement',
  externalId,
  version,
  data: {
    status: 'moved',
    date: '2026-11-27',
    product: 'Feed Wheat',
    netWeight: 29.34,
    weighbridgeTicket: 'T-5521',
    splits: [{ accountReference: 'HARR0001', percent: 100 }],
  },
});
const loadMailsTo = async (to: string, subject: string) =>
  (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to.includes(to) && m.subject === subject);

describe('load notification preferences (GET/PUT /accounts/{id}/load-notification-preferences)', () => {
  it('has every event off by default except claims', async () => {
    const response = await t.app.inject({ url: preferencesUrl(), headers: bearer(grower) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data.preferences, { weighed: false, sampled: false, selfBilled: false, claims: true });
  });

  it("refuses a bad body and another business's preferences, and keeps what was saved", async () => {
    const bad = await savePreferences({ weighed: 'yes', sampled: false, selfBilled: false, claims: true });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().errorCode, 'VALIDATION_ERROR');
    assert.equal((await savePreferences({ weighed: true, sampled: true, selfBilled: false, claims: true }, 'WHIT0003')).statusCode, 403);
    assert.equal((await t.app.inject({ url: preferencesUrl('WHIT0003'), headers: bearer(grower) })).statusCode, 403);
    assert.equal((await t.app.inject({ url: preferencesUrl() })).statusCode, 401);
    const response = await t.app.inject({ url: preferencesUrl(), headers: bearer(grower) });
    assert.deepEqual(response.json().data.preferences, { weighed: false, sampled: false, selfBilled: false, claims: true });
  });
});

describe('a load weighed or sampled through the integration API', () => {
  it('puts a bell entry saying which load and its weight, once however often the load is sent, and no e-mail by default', async () => {
    const [created] = await postBatch(t, token, [weighedLoad('WB-7001')]);
    assert.equal(created!.result, 'created');
    const [entry] = (await bell()).notifications;
    assert.equal(entry!.title, 'Load WB-7001 weighed');
    assert.equal(entry!.text, '29.34 t of Feed Wheat weighed on 27/11/2026, ticket T-5521.');
    assert.equal(entry!.link, '/dashboard/myaccount?tab=movements&search=WB-7001');
    assert.equal(entry!.read, false);
    await postBatch(t, token, [weighedLoad('WB-7001', 2)]);
    assert.equal((await bell()).notifications.filter((n) => n.title === 'Load WB-7001 weighed').length, 1, 'weighed once');
    await t.app.farm.outbox.drain();
    assert.equal((await loadMailsTo(GROWER, 'Load WB-7001 weighed')).length, 0);
  });

  it('e-mails a weighed load and its grades to a user who asked, with a link to the load', async () => {
    assert.equal((await savePreferences({ weighed: true, sampled: true, selfBilled: false, claims: true })).statusCode, 200);
    await postBatch(t, token, [
      weighedLoad('WB-7002'),
      {
        kind: 'sample',
        externalId: 'LAB-7002',
        version: 1,
        data: {
          accountReference: 'HARR0001',
          loadExternalId: 'WB-7002',
          commodityNo: 81083,
          commodity: 'Wheat',
          dateTaken: '2026-11-27',
          cropYear: 2026,
          results: [
            { reference: 'MOI', name: 'Moisture', result: 14.2, unit: '%' },
            { reference: 'KG', name: 'Kg/hl', result: 76.5, unit: 'kg/hl' },
          ],
        },
      },
    ]);
    const [sampled, weighed] = (await bell()).notifications;
    assert.equal(sampled!.title, 'Load WB-7002 sampled');
    assert.equal(sampled!.text, '29.34 t of Feed Wheat of 27/11/2026 was sampled. Grades: Moisture 14.2 %, Kg/hl 76.5 kg/hl.');
    assert.equal(weighed!.title, 'Load WB-7002 weighed');
    await t.mail.waitForMail(GROWER, 2);
    const [mail] = await loadMailsTo(GROWER, 'Load WB-7002 sampled');
    assert.match(mail!.text, /Grades: Moisture 14\.2 %, Kg\/hl 76\.5 kg\/hl\./);
    assert.match(mail!.text, /See the load on MyFarm: https?:\/\/\S+\/dashboard\/myaccount\?tab=movements&search=WB-7002/);
    assert.equal((await loadMailsTo(GROWER, 'Load WB-7002 weighed')).length, 1);
  });

  it('e-mails a claim by default, with its amount, and puts a self bill in the bell only for a user who did not ask', async () => {
    const contract = (
      await t.db
        .selectFrom('contracts')
        .select('reference')
        .where('account_reference', '=', 'HARR0001')
        .where('sale_or_purchase', '=', 'SALE')
        .executeTakeFirstOrThrow()
    ).reference;
    const results = await postBatch(t, token, [
      {
        kind: 'price-adjustment',
        externalId: 'PA-7003',
        version: 1,
        data: {
          accountReference: 'HARR0001',
          contractReference: contract,
          loadExternalId: 'WB-7001',
          created: '2026-11-28',
          description: 'Moisture',
          amount: -73.35,
        },
      },
      {
        kind: 'invoice',
        externalId: 'SB-7003',
        version: 1,
        data: {
          accountReference: 'HARR0001',
          type: 'self-bill',
          dateInvoiced: '2026-11-30',
          dateDue: '2026-12-30',
          outstanding: 0,
          lines: [{ transactionDate: '2026-11-27', product: 'Feed Wheat', productLine: 'Grain', noOfUnits: 29.34, unitPrice: 180 }],
          loadExternalIds: ['WB-7001'],
        },
      },
    ]);
    assert.deepEqual(
      results.map((line) => line.result),
      ['created', 'created'],
    );
    const [billed, claimed] = (await bell()).notifications;
    assert.equal(claimed!.title, 'Claim on load WB-7001');
    assert.equal(claimed!.text, 'A claim of £73.35 was made on 29.34 t of Feed Wheat of 27/11/2026.');
    assert.equal(billed!.title, 'Load WB-7001 self-billed');
    assert.equal(billed!.text, '29.34 t of Feed Wheat of 27/11/2026 was self-billed on SB-7003, of £5,281.20 in all.');
    await t.mail.waitForMail(GROWER, 3);
    await t.app.farm.outbox.drain();
    assert.equal((await loadMailsTo(GROWER, 'Claim on load WB-7001')).length, 1);
    assert.equal((await loadMailsTo(GROWER, 'Load WB-7001 self-billed')).length, 0);
  });
});
