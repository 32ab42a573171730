import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import {
  alertDestinationMessages,
  priceAlertListSchema,
  priceAlertMessages as messages,
  type PriceAlert,
  type PriceAlertCreate,
} from '@farm/area-alerts/domain';
import { pricesResponseSchema, type PriceRow } from '@farm/core/domain';
import { bearer, countRows, latestDestinationCode, testAppFor } from '../../testing';

// A Tuesday morning in the UK: trading is open.
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const TICK_MS = 15_000;
let now = NOW;
const t = testAppFor({ grower: 'grower@myfarm.example', lead: 'lead@myfarm.example' }, {}, { clock: () => now });
let farmAddressId: number;
let rows: PriceRow[];

before(async () => {
  await t.ready;
  const addresses = (await t.app.inject({ url: '/api/accounts/HARR0001/address?addressType=Collection', headers: bearer(t.tokens.grower) })).json().data
    .addresses;
  farmAddressId = addresses[0].addressNumber;
  rows = await priceRows();
});
beforeEach(async () => {
  await t.db.deleteFrom('price_alerts').execute();
  await t.db.deleteFrom('alert_firings').execute();
  await t.db.deleteFrom('outbox').execute();
});

async function priceRows(): Promise<PriceRow[]> {
  const response = await t.app.inject({
    url: `/api/accounts/HARR0001/prices?priceType=XFM&farmAddressId=${farmAddressId}&commodityExternalCdkId=FW`,
    headers: bearer(t.tokens.grower),
  });
  return pricesResponseSchema.parse(response.json().data).prices.rows;
}

const alertBody = (change: Partial<PriceAlertCreate> = {}): PriceAlertCreate => ({
  commodityExternalCdkId: 'FW',
  sellReference: rows[1]!.sellReference,
  farmAddressId,
  priceType: 'XFM',
  notificationType: 'email',
  emailAddress: 'tom@harrison.example',
  smsNumber: '',
  targetPrice: 250,
  floorPrice: 0,
  ...change,
});
const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token: string | null = t.tokens.grower) =>
  t.app.inject({ method, url: `/api/accounts/${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const createAlert = async (change: Partial<PriceAlertCreate> = {}): Promise<PriceAlert> => {
  const response = await request('POST', 'HARR0001/price-alerts', alertBody(change));
  assert.equal(response.statusCode, 201, response.body);
  return response.json().data.alert;
};
const count = (table: 'price_alerts' | 'price_watches' | 'alert_firings' | 'outbox' | 'user_notifications') => countRows(t.db.selectFrom(table));
/** Confirms an alert destination with the code it was sent (issue 27 §7): alerts are sent only to confirmed ones. */
const confirmDestination = async (kind: 'email' | 'sms', value: string) => {
  assert.equal(
    (await t.app.inject({ method: 'POST', url: '/api/myuser/alert-destinations', headers: bearer(t.tokens.grower), payload: { kind, value } })).statusCode,
    200,
  );
  const code = await latestDestinationCode(t.config.mail.outboxDir, value);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/myuser/alert-destinations/confirm',
    headers: bearer(t.tokens.grower),
    payload: { kind, value, code },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
};
/** Publishes the next tick, as the instance that wins it would: the engine runs in its transaction. */
const tick = async () => {
  now += TICK_MS;
  assert.equal(await t.app.farm.market.feed.publish(now), true);
};

describe('price alerts: the calls', () => {
  it('creates an alert on a row, lists it, and shows it on the row as active', async () => {
    const alert = await createAlert({ targetPrice: 250.5, floorPrice: '' as unknown as number });
    assert.equal(alert.commodity, 'Feed Wheat');
    assert.equal(alert.targetPrice, 250.5);
    assert.equal(alert.floorPrice, 0, 'a blank price is saved as 0');
    assert.equal(alert.contractStartDate, rows[1]!.contractPeriod.from);
    const { alerts } = priceAlertListSchema.parse((await request('GET', 'HARR0001/price-alerts')).json().data);
    assert.deepEqual(
      alerts.map((a) => a.triggerId),
      [alert.triggerId],
    );
    const row = (await priceRows())[1]!;
    assert.equal(row.triggerId, alert.triggerId);
    assert.equal(row.priceAlert, 250.5);
  });

  it('answers a created alert with 201, repeated in the envelope, and an update or delete with 200 (spec 2 §4)', async () => {
    const created = await request('POST', 'HARR0001/price-alerts', alertBody());
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().status, 201);
    const { triggerId } = created.json().data.alert as PriceAlert;
    const updated = await request('PUT', `HARR0001/price-alerts/${triggerId}`, {
      commodityExternalCdkId: 'FW',
      notificationType: 'email',
      emailAddress: 'tom@harrison.example',
      smsNumber: '',
      targetPrice: 260,
      floorPrice: 0,
    });
    assert.deepEqual([updated.statusCode, updated.json().status], [200, 200], updated.body);
    const deleted = await request('DELETE', `HARR0001/price-alerts/${triggerId}`);
    assert.deepEqual([deleted.statusCode, deleted.json().status], [200, 200], deleted.body);
  });

  const badBodies: [string, Partial<PriceAlertCreate>, string][] = [
    ['no SMS number', { notificationType: 'sms', smsNumber: '' }, messages.smsRequired],
    ['an SMS number starting with a letter', { notificationType: 'sms', smsNumber: 'x7700900123' }, messages.smsInvalid],
    [
      'a premium-rate SMS number (UK mobiles only, issue 27 §7)',
      { notificationType: 'sms', smsNumber: '09065 123456' },
      alertDestinationMessages.smsNotUkMobile,
    ],
    ['a foreign SMS number', { notificationType: 'sms', smsNumber: '+33 6 12 34 56 78' }, alertDestinationMessages.smsNotUkMobile],
    ['an e-mail without a domain', { emailAddress: 'tom@' }, messages.emailInvalid],
    ['markup for an e-mail', { emailAddress: '<script>alert(1)</script>@x.com' }, messages.emailInvalid],
    ['an emoji for an e-mail', { emailAddress: '🌾@x.com' }, messages.emailInvalid],
    ['a floor at the target (both would fire at once)', { targetPrice: 200, floorPrice: 200 }, messages.floorNotBelowTarget],
    ['a floor above the target (both would fire at once)', { targetPrice: 200, floorPrice: 210.5 }, messages.floorNotBelowTarget],
    ['no e-mail for an e-mail alert', { emailAddress: '' }, messages.emailHint],
    ['neither a target nor a floor', { targetPrice: 0, floorPrice: 0 }, messages.priceRequired],
    ['a wheat target over 500', { targetPrice: 500.01 }, messages.targetCap(500)],
    ['a rapeseed target over 999', { commodityExternalCdkId: 'OSR', sellReference: 'OSR-x', targetPrice: 1000 }, messages.targetCap(999)],
    ['a price with 3 decimals', { targetPrice: 250.125 }, messages.priceFormat],
    ['a contact type that is neither', { notificationType: 'fax' as 'sms' }, 'Invalid option'],
  ];
  for (const [what, change, message] of badBodies) {
    it(`refuses ${what} with 400 '${message}' and stores nothing`, async () => {
      const response = await request('POST', 'HARR0001/price-alerts', alertBody(change));
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().errorMessage, new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      assert.equal(await count('price_alerts'), 0);
      assert.equal(await count('price_watches'), 0);
    });
  }

  it('takes a rapeseed target up to 999 and a daily fall alone', async () => {
    const osr = await createAlert({ commodityExternalCdkId: 'OSR', sellReference: rows[1]!.sellReference.replace(/^FW-/, 'OSR-'), targetPrice: 999 });
    assert.equal(osr.targetPrice, 999);
    const fall = await createAlert({ targetPrice: 0, fallPercent: 2.5 });
    assert.equal(fall.fallPercent, 2.5);
  });

  it('refuses a row the price table does not have', async () => {
    const response = await request('POST', 'HARR0001/price-alerts', alertBody({ sellReference: 'FW-1999-01' }));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorMessage, messages.noSuchRow);
  });

  it('updates the prices and contact, and deletes', async () => {
    const alert = await createAlert();
    const updated = await request('PUT', `HARR0001/price-alerts/${alert.triggerId}`, {
      commodityExternalCdkId: 'FW',
      notificationType: 'sms',
      smsNumber: '+44 7700 900123',
      targetPrice: '',
      floorPrice: 150,
    });
    assert.equal(updated.statusCode, 200, updated.body);
    // A UK mobile number is stored in one form, so it is confirmed once however it is typed.
    assert.deepEqual(
      [updated.json().data.alert.targetPrice, updated.json().data.alert.floorPrice, updated.json().data.alert.smsNumber],
      [0, 150, '+447700900123'],
    );
    const bad = await request('PUT', `HARR0001/price-alerts/${alert.triggerId}`, {
      commodityExternalCdkId: 'FW',
      notificationType: 'email',
      emailAddress: 'a@b.example',
      targetPrice: 501,
    });
    assert.equal(bad.statusCode, 400);
    const contradictory = await request('PUT', `HARR0001/price-alerts/${alert.triggerId}`, {
      commodityExternalCdkId: 'FW',
      notificationType: 'sms',
      smsNumber: '+44 7700 900123',
      targetPrice: 180,
      floorPrice: 190,
    });
    assert.equal(contradictory.statusCode, 400);
    assert.match(contradictory.json().errorMessage, /The floor price must be less than the target price, or both would alert at once\./);
    assert.equal((await request('GET', 'HARR0001/price-alerts')).json().data.alerts[0].floorPrice, 150);
    assert.equal((await request('DELETE', `HARR0001/price-alerts/${alert.triggerId}`)).statusCode, 200);
    assert.equal(await count('price_alerts'), 0);
    assert.equal(await count('price_watches'), 0);
    assert.equal((await request('DELETE', `HARR0001/price-alerts/${alert.triggerId}`)).statusCode, 404);
  });

  it("moves the alert with the prices when a price preference changes: the same ex-farm target, in the futures' new terms", async () => {
    await createAlert({ targetPrice: 250, floorPrice: 150 });
    const levels = async () =>
      Object.fromEntries((await t.db.selectFrom('price_watches').select(['condition', 'fire_level']).execute()).map((w) => [w.condition, w.fire_level]));
    const before = await levels();
    // Food compliance adds £2.00/MT to every price (docs/areas/crop-marketing.md, 'Grain prices: the model').
    assert.equal((await request('PUT', 'HARR0001/preferences/22531328', { currentValue: 'Yes' })).statusCode, 200);
    try {
      assert.deepEqual(await levels(), { target: before.target! - 200, floor: before.floor! + 200 });
    } finally {
      await request('PUT', 'HARR0001/preferences/22531328', { currentValue: 'No' });
    }
    assert.deepEqual(await levels(), before);
  });

  it("refuses another account's user (403) and no token (401) on every alert call", async () => {
    const alert = await createAlert();
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', 'HARR0001/price-alerts'],
      ['GET', 'HARR0001/price-alerts/history'],
      ['POST', 'HARR0001/price-alerts', alertBody()],
      [
        'PUT',
        `HARR0001/price-alerts/${alert.triggerId}`,
        { commodityExternalCdkId: 'FW', notificationType: 'email', emailAddress: 'a@b.example', targetPrice: 200 },
      ],
      ['DELETE', `HARR0001/price-alerts/${alert.triggerId}`],
      ['GET', 'HARR0001/user-preferences'],
      ['POST', 'HARR0001/user-preferences', [{ preferenceName: 'email', preferenceValue: 'a@b.example', isDefault: true }]],
      ['GET', 'HARR0001/notifications'],
      ['POST', 'HARR0001/notifications/read'],
    ];
    for (const [method, url, body] of calls) {
      assert.equal((await request(method, url, body, t.tokens.lead)).statusCode, 403, `${method} ${url} as another account's user`);
      assert.equal((await request(method, url, body, null)).statusCode, 401, `${method} ${url} without a token`);
    }
    // The alert is another account's: its id alone does not reach it from the lead's own account.
    assert.equal((await request('DELETE', `WHIT0003/price-alerts/${alert.triggerId}`, undefined, t.tokens.lead)).statusCode, 404);
    assert.equal(await count('price_alerts'), 1);
  });
});

describe('alert contact preferences', () => {
  beforeEach(() => t.db.deleteFrom('alert_contact_preferences').execute());

  it('creates both, reads them, and moves the default on update', async () => {
    const created = await request('POST', 'HARR0001/user-preferences', [
      { preferenceName: 'email', preferenceValue: 'tom@harrison.example', isDefault: true },
      { preferenceName: 'sms', preferenceValue: '07700 900123', isDefault: false },
    ]);
    assert.equal(created.statusCode, 201, created.body);
    const sms = created.json().data.preferences.find((p: { preferenceName: string }) => p.preferenceName === 'sms');
    const updated = await request('PUT', `HARR0001/user-preferences/${sms.preferenceId}`, {
      preferenceName: 'sms',
      preferenceValue: '+447700900124',
      isDefault: true,
    });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.deepEqual(
      updated
        .json()
        .data.preferences.map((p: { preferenceName: string; isDefault: boolean; preferenceValue: string }) => [
          p.preferenceName,
          p.isDefault,
          p.preferenceValue,
        ]),
      [
        ['email', false, 'tom@harrison.example'],
        ['sms', true, '+447700900124'],
      ],
    );
    assert.equal(
      (await request('POST', 'HARR0001/user-preferences', [{ preferenceName: 'email', preferenceValue: 'x@y.example', isDefault: false }])).statusCode,
      409,
    );
  });

  it("refuses spec 2 §5's bad contacts with its messages", async () => {
    for (const [body, message] of [
      [{ preferenceName: 'email', preferenceValue: '', isDefault: true }, messages.preferenceEmailRequired],
      [{ preferenceName: 'sms', preferenceValue: '', isDefault: true }, messages.smsRequired],
      [{ preferenceName: 'sms', preferenceValue: 'call me', isDefault: true }, messages.smsInvalid],
      [{ preferenceName: 'sms', preferenceValue: '09065 123456', isDefault: true }, alertDestinationMessages.smsNotUkMobile],
      [{ preferenceName: 'email', preferenceValue: 'tom.example', isDefault: true }, messages.emailInvalid],
      [{ preferenceName: 'email', preferenceValue: '<script>alert(1)</script>@x.com', isDefault: true }, messages.emailInvalid],
      [{ preferenceName: 'email', preferenceValue: '🌾@x.com', isDefault: true }, messages.emailInvalid],
    ] as const) {
      const response = await request('POST', 'HARR0001/user-preferences', [body]);
      assert.equal(response.statusCode, 400);
      assert.ok(response.json().errorMessage.endsWith(message), response.json().errorMessage);
    }
    assert.equal((await request('GET', 'HARR0001/user-preferences')).json().data.preferences.length, 0);
  });
});

describe('the alert engine', () => {
  it('fires a crossed target once per crossing: a history row, a bell entry and an e-mail naming the price and the target', async () => {
    // A target far below the market is crossed by every tick.
    await confirmDestination('email', 'tom@harrison.example');
    const codeMails = t.mail.sentTo('tom@harrison.example');
    const alert = await createAlert({ targetPrice: 10 });
    await tick();
    assert.equal(await count('alert_firings'), 1);
    await t.app.farm.outbox.drain();
    assert.equal(t.mail.sentTo('tom@harrison.example'), codeMails + 1, 'one e-mail to the alert contact');
    const notes = (await request('GET', 'HARR0001/notifications')).json().data;
    assert.equal(notes.unread, 1);
    assert.match(notes.notifications[0].text, /at or above your target price of £10\.00\/MT/);
    assert.match(notes.notifications[0].title, /Feed Wheat/);

    // Cool-down: the price is still above the target, and nothing more is sent.
    await tick();
    await tick();
    await t.app.farm.outbox.drain();
    assert.equal(await count('alert_firings'), 1);
    assert.equal(t.mail.sentTo('tom@harrison.example'), codeMails + 1);
    const listed = (await request('GET', 'HARR0001/price-alerts')).json().data.alerts[0] as PriceAlert;
    assert.equal(listed.coolingDown, true);
    assert.ok(listed.lastFiredAt);
    const history = (await request('GET', 'HARR0001/price-alerts/history')).json().data.firings;
    assert.equal(history.length, 1);
    assert.equal(history[0].triggerId, alert.triggerId);
    assert.equal(history[0].threshold, 10);

    assert.equal((await request('POST', 'HARR0001/notifications/read')).statusCode, 200);
    assert.equal((await request('GET', 'HARR0001/notifications')).json().data.unread, 0);
  });

  it('does not fire a target above the market or a floor below it, and fires a floor above it by SMS', async () => {
    await createAlert({ targetPrice: 499, floorPrice: 20 });
    await createAlert({ targetPrice: 0, floorPrice: 499, notificationType: 'sms', smsNumber: '07700 900123' });
    await tick();
    const firings = await t.db.selectFrom('alert_firings').select(['condition', 'contact']).execute();
    assert.deepEqual(firings, [{ condition: 'floor', contact: '+447700900123' }]);
  });

  it('re-arms after the cool-down time and fires again', async () => {
    await createAlert({ targetPrice: 10 });
    await tick();
    now += 24 * 3600_000;
    await tick();
    assert.equal(await count('alert_firings'), 2);
  });

  it('fires each alert of a tick in one statement, and an alert re-arms once the price falls back past the margin', async () => {
    const alert = await createAlert({ targetPrice: 10 });
    await tick();
    // Raise the target above the market: the update re-arms the condition, which now waits below.
    await request('PUT', `HARR0001/price-alerts/${alert.triggerId}`, {
      commodityExternalCdkId: 'FW',
      notificationType: 'email',
      emailAddress: 'tom@harrison.example',
      targetPrice: 499,
    });
    await tick();
    assert.equal(await count('alert_firings'), 1);
    const watch = await t.db.selectFrom('price_watches').select(['armed']).executeTakeFirstOrThrow();
    assert.equal(watch.armed, true);
  });
});
