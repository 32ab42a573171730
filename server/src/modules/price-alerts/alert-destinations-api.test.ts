import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import {
  alertDestinationMessages as messages,
  DESTINATION_CODE_MAX_ATTEMPTS,
  DESTINATION_CODE_RESEND_SECONDS,
  DESTINATION_CODE_TTL_MINUTES,
  DESTINATION_CODES_PER_DAY,
  USER_DESTINATION_CODES_PER_DAY,
  type AlertDestinationState,
  type PriceAlertCreate,
} from '@farm/area-alerts/domain';
import { pricesResponseSchema } from '@farm/core/domain';
import { DESTINATION_CODE_SUBJECT } from '../../mail';
import { bearer, countRows, latestDestinationCode, readOutbox, readSmsOutbox, testAppFor } from '../../testing';

// Issue 27 §7: an alert destination is confirmed with a code sent to it before anything else is sent there.
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
let now = NOW;
const t = testAppFor({ grower: 'grower@myfarm.example', lead: 'lead@myfarm.example' }, {}, { clock: () => now });
let outbox: string;

before(async () => {
  await t.ready;
  outbox = t.config.mail.outboxDir;
});
beforeEach(async () => {
  now += 48 * 3600_000;
  await t.db.deleteFrom('alert_destinations').execute();
  await t.db.deleteFrom('price_alerts').execute();
});

const URL = '/api/myuser/alert-destinations';
const call = (method: 'GET' | 'POST', url: string, payload?: object, token = t.tokens.grower) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const requestCode = (kind: 'email' | 'sms', value: string, token = t.tokens.grower) => call('POST', URL, { kind, value }, token);
const confirm = (kind: 'email' | 'sms', value: string, code: string, token = t.tokens.grower) => call('POST', `${URL}/confirm`, { kind, value, code }, token);
const listed = async (token = t.tokens.grower): Promise<AlertDestinationState[]> => (await call('GET', URL, undefined, token)).json().data.destinations;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('alert destinations: a code confirms each one', () => {
  it("lists the user's sign-in e-mail as confirmed, and sends it no code", async () => {
    assert.deepEqual(await listed(), [
      { kind: 'email', value: 'grower@myfarm.example', confirmed: true, signInEmail: true, codeExpiresAt: null, resendAfter: null },
    ]);
    const before = t.mail.sentTo('grower@myfarm.example');
    const response = await requestCode('email', 'Grower@MyFarm.example');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().data.destination.confirmed, true);
    assert.equal(t.mail.sentTo('grower@myfarm.example'), before);
  });

  it('sends a 6-digit code to a new e-mail address, stores only its hash, and confirms it with that code', async () => {
    const sent = await requestCode('email', 'Tom.Alerts@Harrison.example');
    assert.equal(sent.statusCode, 200, sent.body);
    const destination = sent.json().data.destination as AlertDestinationState;
    assert.deepEqual([destination.value, destination.confirmed], ['tom.alerts@harrison.example', false]);
    assert.equal(Date.parse(destination.codeExpiresAt!), now + DESTINATION_CODE_TTL_MINUTES * 60_000);
    const [mail] = (await readOutbox(outbox)).filter((m) => m.to.includes('tom.alerts@harrison.example'));
    assert.equal(mail!.subject, DESTINATION_CODE_SUBJECT);
    assert.match(mail!.text, /\/dashboard\/myc\/alerts/);
    const code = (await latestDestinationCode(outbox, 'tom.alerts@harrison.example'))!;
    assert.match(code, /^\d{6}$/);
    const row = await t.db.selectFrom('alert_destinations').selectAll().executeTakeFirstOrThrow();
    assert.match(row.code_hash!, /^scrypt\$/);
    assert.ok(!JSON.stringify(row).includes(code), 'the code itself is not stored');
    assert.ok(!sent.body.includes(code) && !(await call('GET', URL)).body.includes(code), 'nor answered');

    const refused = await confirm('email', 'tom.alerts@harrison.example', wrong(code));
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().errorMessage, 'Incorrect code entered. Please try again.');
    const confirmed = await confirm('email', 'TOM.ALERTS@harrison.example', ` ${code.slice(0, 3)} ${code.slice(3)} `);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().data.destination.confirmed, true);
    assert.deepEqual(
      (await listed()).map((d) => [d.value, d.confirmed]),
      [
        ['grower@myfarm.example', true],
        ['tom.alerts@harrison.example', true],
      ],
    );
  });

  it('texts the code to a UK mobile number, whichever way it is written', async () => {
    assert.equal((await requestCode('sms', '07700 900123')).json().data.destination.value, '+447700900123');
    const [sms] = (await readSmsOutbox(outbox)).filter((m) => m.to === '+447700900123').slice(-1);
    assert.match(sms!.text, /^MyFarm code: \d{6}\./);
    const code = (await latestDestinationCode(outbox, '+447700900123'))!;
    const confirmed = await confirm('sms', '+44 7700 900123', code);
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.equal(confirmed.json().data.destination.confirmed, true);
  });

  it('refuses a number that is not a UK mobile with 400, and texts nothing', async () => {
    const texts = (await readSmsOutbox(outbox)).length;
    for (const number of ['09065 123456', '07000 123456', '01234 567890', '+33 6 12 34 56 78']) {
      const response = await requestCode('sms', number);
      assert.equal(response.statusCode, 400, number);
      assert.equal(response.json().errorMessage, `body.value: ${messages.smsNotUkMobile}`);
    }
    assert.equal((await readSmsOutbox(outbox)).length, texts);
    assert.equal(await t.db.selectFrom('alert_destinations').select('id').executeTakeFirst(), undefined);
  });

  it('holds a resend back for a minute; a new code replaces the old one', async () => {
    await requestCode('email', 'office@harrison.example');
    const first = (await latestDestinationCode(outbox, 'office@harrison.example'))!;
    const early = await requestCode('email', 'office@harrison.example');
    assert.equal(early.statusCode, 429);
    assert.equal(early.json().errorMessage, messages.resendTooSoon(DESTINATION_CODE_RESEND_SECONDS * 1000));
    assert.equal(early.headers['retry-after'], String(DESTINATION_CODE_RESEND_SECONDS));
    now += DESTINATION_CODE_RESEND_SECONDS * 1000;
    assert.equal((await requestCode('email', 'office@harrison.example')).statusCode, 200);
    const second = (await latestDestinationCode(outbox, 'office@harrison.example'))!;
    if (second !== first) assert.equal((await confirm('email', 'office@harrison.example', first)).statusCode, 400, 'the old code stopped working');
    assert.equal((await confirm('email', 'office@harrison.example', second)).statusCode, 200);
  });

  it(`lets a code work for ${DESTINATION_CODE_TTL_MINUTES} minutes only`, async () => {
    await requestCode('email', 'late@harrison.example');
    const code = (await latestDestinationCode(outbox, 'late@harrison.example'))!;
    now += DESTINATION_CODE_TTL_MINUTES * 60_000;
    const response = await confirm('email', 'late@harrison.example', code);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorMessage, messages.codeExpired);
    assert.equal((await listed()).find((d) => d.value === 'late@harrison.example')?.confirmed, false);
  });

  it(`stops a code after ${DESTINATION_CODE_MAX_ATTEMPTS} wrong entries, even the right one after them`, async () => {
    await requestCode('sms', '07700 900456');
    const code = (await latestDestinationCode(outbox, '+447700900456'))!;
    for (let i = 0; i < DESTINATION_CODE_MAX_ATTEMPTS; i++) assert.equal((await confirm('sms', '07700 900456', wrong(code))).statusCode, 400);
    const locked = await confirm('sms', '07700 900456', code);
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.json().errorMessage, messages.tooManyAttempts);
  });

  it(`sends at most ${DESTINATION_CODES_PER_DAY} codes a day to one destination, and ${USER_DESTINATION_CODES_PER_DAY} a day for one user`, async () => {
    const ask = async (value: string) => {
      const response = await requestCode('sms', value);
      now += DESTINATION_CODE_RESEND_SECONDS * 1000;
      return response;
    };
    for (let i = 0; i < DESTINATION_CODES_PER_DAY; i++) assert.equal((await ask('07700 900001')).statusCode, 200);
    const capped = await ask('07700 900001');
    assert.equal(capped.statusCode, 429);
    assert.match(capped.json().errorMessage, /^Too many codes have been sent to this number\. Please try again in \d+ hours\.$/);
    for (let n = 2; n <= USER_DESTINATION_CODES_PER_DAY / DESTINATION_CODES_PER_DAY; n++) {
      for (let i = 0; i < DESTINATION_CODES_PER_DAY; i++) assert.equal((await ask(`07700 90000${n}`)).statusCode, 200);
    }
    const userCapped = await ask('07700 900009');
    assert.equal(userCapped.statusCode, 429);
    assert.match(userCapped.json().errorMessage, /^You have asked for too many codes today\./);
    now += 24 * 3600_000;
    assert.equal((await ask('07700 900009')).statusCode, 200, 'a day later');
  });
});

describe('alert destinations are per user', () => {
  it("neither lists another user's destinations nor confirms them with the code sent to that user", async () => {
    await requestCode('email', 'private@harrison.example');
    const code = (await latestDestinationCode(outbox, 'private@harrison.example'))!;
    assert.deepEqual(
      (await listed(t.tokens.lead)).map((d) => d.value),
      ['lead@myfarm.example'],
    );
    const stolen = await confirm('email', 'private@harrison.example', code, t.tokens.lead);
    assert.equal(stolen.statusCode, 400);
    assert.equal(stolen.json().errorMessage, 'Incorrect code entered. Please try again.');
    assert.equal(
      (await listed(t.tokens.lead)).some((d) => d.value === 'private@harrison.example'),
      false,
    );
    assert.equal((await listed()).find((d) => d.value === 'private@harrison.example')?.confirmed, false);
    // The t.tokens.lead's own request makes the lead's own destination, with its own code; the t.tokens.grower's code is not it.
    await requestCode('email', 'private@harrison.example', t.tokens.lead);
    const leads = (await latestDestinationCode(outbox, 'private@harrison.example'))!;
    if (leads !== code) {
      assert.equal((await confirm('email', 'private@harrison.example', code, t.tokens.lead)).statusCode, 400);
      assert.equal((await confirm('email', 'private@harrison.example', leads)).statusCode, 400, "the lead's code does not confirm the grower's");
    }
    assert.equal((await listed()).find((d) => d.value === 'private@harrison.example')?.confirmed, false);
  });

  it('needs a signed-in user on every destination call', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['POST', `${URL}/confirm`],
    ] as const) {
      assert.equal(
        (await t.app.inject({ method, url, payload: method === 'POST' ? { kind: 'email', value: 'x@y.example', code: '123456' } : undefined })).statusCode,
        401,
        `${method} ${url}`,
      );
    }
  });
});

describe('the alert job sends only to confirmed destinations', () => {
  let farmAddressId: number;
  let sellReference: string;
  before(async () => {
    const addresses = (await t.app.inject({ url: '/api/accounts/HARR0001/address?addressType=Collection', headers: bearer(t.tokens.grower) })).json().data
      .addresses;
    farmAddressId = addresses[0].addressNumber;
    const prices = await t.app.inject({
      url: `/api/accounts/HARR0001/prices?priceType=XFM&farmAddressId=${farmAddressId}&commodityExternalCdkId=FW`,
      headers: bearer(t.tokens.grower),
    });
    sellReference = pricesResponseSchema.parse(prices.json().data).prices.rows[1]!.sellReference;
  });
  beforeEach(async () => {
    await t.db.deleteFrom('alert_firings').execute();
    await t.db.deleteFrom('outbox').execute();
  });

  /** An alert far below the market, so the next tick fires it. */
  const alertTo = async (contact: Partial<PriceAlertCreate>) => {
    const body = {
      commodityExternalCdkId: 'FW',
      sellReference,
      farmAddressId,
      priceType: 'XFM',
      notificationType: 'email',
      targetPrice: 10,
      floorPrice: 0,
      ...contact,
    };
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts/HARR0001/price-alerts', headers: bearer(t.tokens.grower), payload: body });
    assert.equal(response.statusCode, 201, response.body);
  };
  const fire = async () => {
    now += 15_000;
    assert.equal(await t.app.farm.market.feed.publish(now), true);
    await t.app.farm.outbox.drain();
  };
  const alertMailsTo = async (to: string) => (await readOutbox(outbox)).filter((m) => m.to.includes(to) && m.subject?.startsWith('Price alert')).length;
  const alertTextsTo = async (to: string) => (await readSmsOutbox(outbox)).filter((m) => m.to === to && !m.text.startsWith('MyFarm code')).length;

  it('a firing for an unconfirmed e-mail or number sends nothing there; it still shows in the bell and the history', async () => {
    await alertTo({ emailAddress: 'someone.else@example.com' });
    await alertTo({ notificationType: 'sms', smsNumber: '07700 900777' });
    await fire();
    assert.equal(await countRows(t.db.selectFrom('alert_firings')), 2);
    assert.equal(await alertMailsTo('someone.else@example.com'), 0);
    assert.equal(await alertTextsTo('+447700900777'), 0);
    const pending = await t.db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute();
    assert.deepEqual(pending, [], 'the jobs are done, not retried');
    const notes = (await t.app.inject({ url: '/api/accounts/HARR0001/notifications', headers: bearer(t.tokens.grower) })).json().data;
    assert.equal(notes.notifications.length >= 2, true);
  });

  it('sends to the sign-in e-mail, and to a destination once it is confirmed', async () => {
    await alertTo({ emailAddress: 'grower@myfarm.example' });
    await alertTo({ notificationType: 'sms', smsNumber: '07700 900888' });
    await requestCode('sms', '07700 900888');
    assert.equal((await confirm('sms', '07700 900888', (await latestDestinationCode(outbox, '+447700900888'))!)).statusCode, 200);
    const mailsBefore = await alertMailsTo('grower@myfarm.example');
    await fire();
    assert.equal(await alertMailsTo('grower@myfarm.example'), mailsBefore + 1);
    assert.equal(await alertTextsTo('+447700900888'), 1);
  });

  it('never texts a number stored before the rule that is not a UK mobile, confirmed or not', async () => {
    await alertTo({ notificationType: 'sms', smsNumber: '07700 900999' });
    await t.db.updateTable('price_alerts').set({ sms_number: '09065 123456' }).execute();
    await t.db
      .insertInto('alert_destinations')
      .values({
        user_id: (await t.db.selectFrom('users').select('id').where('email', '=', 'grower@myfarm.example').executeTakeFirstOrThrow()).id,
        kind: 'sms',
        value: '09065 123456',
        confirmed_at: new Date(),
      })
      .execute();
    await fire();
    assert.equal(await alertTextsTo('09065 123456'), 0);
  });
});
