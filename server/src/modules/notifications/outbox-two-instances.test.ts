import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { listenerOf } from '../../db';
import type { Mailer, OutgoingMail } from '../../mail';
import { countRows, createTestApp, type TestApp } from '../../testing';

const ALERTS = 1000;
/** Instance A dies after sending this many: its next send never completes. */
const A_DIES_AFTER = 300;
const now = Date.UTC(2026, 10, 24, 10, 0, 0);
// B's first e-mail waits for A to die under its renewed lease, so the lease must outlast A's 300 e-mails however
// slow the machine (at 2 s, a busy one let A take over B's waiting job and both sent it); A's unfinished claims
// then wait the lease out once A has died.
const outbox = { leaseMs: 10_000, pollMs: 100 };

const delivered = new Map<string, number>();
const sentBy = { a: 0, b: 0 };
let onDelivery = () => {};
const deliver = (mail: OutgoingMail) => {
  delivered.set(mail.to, (delivered.get(mail.to) ?? 0) + 1);
  onDelivery();
};
let releaseA: (error: Error) => void = () => {};
let aDied: () => void = () => {};
// B sends nothing until A has died, so A surely gets to its 300th however the two instances are scheduled.
const aHasDied = new Promise<void>((resolve) => (aDied = resolve));
// The e-mails are the subject here, not SMTP: each instance's mailer counts what it hands over.
const mailerA: Mailer = {
  send: async (mail) => {
    if (sentBy.a >= A_DIES_AFTER) {
      aDied();
      return new Promise<void>((_, reject) => (releaseA = reject));
    }
    sentBy.a += 1;
    deliver(mail);
  },
};
const mailerB: Mailer = {
  send: async (mail) => {
    await aHasDied;
    sentBy.b += 1;
    deliver(mail);
  },
};

let a: TestApp;
let b: FastifyInstance;

before(async () => {
  a = await createTestApp({}, { clock: () => now, mailer: mailerA, outbox });
  b = await buildApp(a.config, { db: a.db, listen: listenerOf(a.db), logger: false, clock: () => now, marketTicks: false, mailer: mailerB, outbox });
});
after(async () => {
  releaseA(new Error('instance A was killed'));
  await b.close();
  await a.close();
});

/**
 * Resolves once `done()` holds, checked on every delivery: no fixed waits. Its time limit also holds the process
 * open while the last jobs wait for a dead instance's lease to run out: the outbox polls on unref'd timers, and
 * PGlite holds no handle, so nothing else would.
 */
const until = (done: () => boolean) =>
  new Promise<void>((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error(`Only ${delivered.size} of ${ALERTS} e-mails were delivered within a minute.`)), 60_000);
    onDelivery = () => {
      if (!done()) return;
      clearTimeout(limit);
      resolve();
    };
    onDelivery();
  });

describe('the outbox on two instances of one database', () => {
  it(`sends exactly ${ALERTS} e-mails for ${ALERTS} alerts crossed by one tick, though one instance dies midway`, async () => {
    const quote = a.app.farm.market.feed.provider.snapshot(now).quotes.find((q) => q.contract === 'LIFFE-FEED-WHEAT')!;
    // Setup, not the subject: a thousand alerts with a target every price crosses, each to its own address.
    await sql`
      insert into price_alerts (id, account_reference, user_id, commodity_id, commodity_name, commodity_external_cdk_id, sell_reference,
                                farm_address_id, price_type, contract_from, contract_to, contract_split, crop_year, futures_contract,
                                delivery_month, target_price, notification_type, email_address, ends_at)
      select gen_random_uuid(), 'HARR0001', (select id from users where email = 'grower@myfarm.example'), 1, 'Feed Wheat', 'FW', 'FW-2026-12',
             1, 'XFM', date '2026-12-01', date '2026-12-31', false, 2026, ${quote.contract}, ${quote.deliveryMonth}, 10, 'email',
             'farmer' || g || '@example.com', timestamptz '2027-01-01'
        from generate_series(1, ${ALERTS}) g`.execute(a.db);
    // Alerts go only to confirmed destinations (issue 27 §7).
    await sql`
      insert into alert_destinations (user_id, kind, value, confirmed_at)
      select user_id, 'email', email_address, now() from price_alerts`.execute(a.db);
    await sql`
      insert into price_watches (alert_id, condition, watch_key, fire_level, rearm_margin, offset_pence, ends_at)
      select id, 'target', ${`${quote.contract}|${quote.deliveryMonth}|price|up`}, 1000, 200, 0, ends_at from price_alerts`.execute(a.db);

    // Both instances make the tick; one stores it and fires the alerts, and both work the outbox.
    const published = await Promise.all([a.app.farm.market.feed.publish(now), b.farm.market.feed.publish(now)]);
    assert.deepEqual(published.filter(Boolean).length, 1, 'one instance stored the tick');
    await until(() => delivered.size === ALERTS);
    // The last e-mail is handed over a moment before its row is marked sent.
    await b.farm.outbox.drain();

    assert.equal(sentBy.a, A_DIES_AFTER, 'instance A died after its 300th e-mail');
    assert.equal(sentBy.a + sentBy.b, ALERTS, 'no e-mail was sent twice');
    assert.ok([...delivered.values()].every((times) => times === 1));
    assert.equal(await countRows(a.db.selectFrom('outbox').where('sent_at', 'is', null)), 0);
    assert.equal(await countRows(a.db.selectFrom('alert_firings')), ALERTS);
  });
});
