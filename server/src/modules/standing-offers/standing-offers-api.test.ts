import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import { pence, type PriceRow } from '@farm/core/domain';
import { standingOfferMessages, type StandingOfferCreate } from '@farm/area-alerts/domain';
import { addDays, format } from 'date-fns';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { bearer, countRows, standingOfferOn, testAppFor } from '../../testing';

// A Tuesday morning in the UK: trading is open until 17:00.
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const TICK_MS = 15_000;
let now = NOW;
const t = testAppFor({ grower: 'grower@myfarm.example', lead: 'lead@myfarm.example' }, {}, { clock: () => now });
let farmAddressId: number;
let row: PriceRow;

before(async () => {
  await t.ready;
  farmAddressId = (await t.app.inject({ url: '/api/accounts/HARR0001/address?addressType=Collection', headers: bearer(t.tokens.grower) })).json().data
    .addresses[0].addressNumber;
  const prices = await t.app.inject({
    url: `/api/accounts/HARR0001/prices?priceType=XFM&farmAddressId=${farmAddressId}&commodityExternalCdkId=FW`,
    headers: bearer(t.tokens.grower),
  });
  row = prices.json().data.prices.rows[2];
});
beforeEach(async () => {
  now = NOW;
  await t.db.deleteFrom('outbox').execute();
});

const inDays = (days: number) => format(addDays(new Date(NOW), days), 'yyyy-MM-dd');
const offerBody = (change: Partial<StandingOfferCreate> = {}): StandingOfferCreate =>
  standingOfferOn(row, farmAddressId, { targetPrice: row.priceCurrentYear! + 0.01, expiresOn: inDays(30), ...change });
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token: string | null = t.tokens.grower) =>
  t.app.inject({ method, url: `/api/accounts/${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const contractsOfOffer = (offerId: string) => countRows(t.db.selectFrom('contracts').where('standing_offer_id', '=', offerId));

/** The first tick from now at which the offer's row reaches its target: the demo market is the same on every run. */
async function crossingTime(offerId: string): Promise<number> {
  const watch = await t.db.selectFrom('price_watches').select(['watch_key', 'fire_level']).where('offer_id', '=', offerId).executeTakeFirstOrThrow();
  const [contract, month] = watch.watch_key.split('|');
  for (let time = NOW + TICK_MS; time < NOW + 6 * 3600_000; time += TICK_MS) {
    const quote = t.app.farm.market.feed.provider.snapshot(time).quotes.find((q) => q.contract === contract && q.deliveryMonth === month)!;
    if (pence(quote.priceGbp) >= watch.fire_level) return time;
  }
  throw new Error('the demo market never reached the target');
}

describe('standing offers', () => {
  it('refuses a target at or below the price, an expiry out of range, and bad varieties with 400', async () => {
    const cases: [Partial<StandingOfferCreate>, string | RegExp][] = [
      [{ targetPrice: row.priceCurrentYear! }, standingOfferMessages.targetAbovePrice],
      [{ expiresOn: inDays(0) }, standingOfferMessages.expiryRule],
      [{ expiresOn: inDays(91) }, standingOfferMessages.expiryRule],
      [{ varietyList: [999] }, /is not a variety of Feed Wheat/],
      [{ loads: 18 }, /Too big|less than or equal|loads/],
    ];
    for (const [change, message] of cases) {
      const response = await call('POST', 'HARR0001/standing-offers', offerBody(change));
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.match(response.json().errorMessage, typeof message === 'string' ? new RegExp(message.replace(/[.;]/g, '.')) : message);
    }
    assert.equal((await call('GET', 'HARR0001/standing-offers')).json().data.offers.length, 0);
  });

  it("refuses another account's user (403) and no token (401)", async () => {
    for (const [method, url, body] of [
      ['GET', 'HARR0001/standing-offers'],
      ['POST', 'HARR0001/standing-offers', offerBody()],
      ['POST', `HARR0001/standing-offers/${crypto.randomUUID()}/cancel`],
    ] as const) {
      assert.equal((await call(method, url, body, t.tokens.lead)).statusCode, 403);
      assert.equal((await call(method, url, body, null)).statusCode, 401);
    }
  });

  it('cancels an open offer once', async () => {
    const offer = (await call('POST', 'HARR0001/standing-offers', offerBody())).json().data.offer;
    assert.equal(offer.status, 'Open');
    const cancelled = await call('POST', `HARR0001/standing-offers/${offer.id}/cancel`);
    assert.equal(cancelled.json().data.offer.status, 'Cancelled');
    assert.equal((await call('POST', `HARR0001/standing-offers/${offer.id}/cancel`)).statusCode, 409);
    assert.equal(await countRows(t.db.selectFrom('price_watches').where('offer_id', '=', offer.id)), 0);
  });

  it('fills on the tick that reaches the target: one contract at the target, in the grain sales data, and the farmer is told', async () => {
    const created = await call('POST', 'HARR0001/standing-offers', offerBody());
    assert.equal(created.statusCode, 201, created.body);
    const offer = created.json().data.offer;
    now = await crossingTime(offer.id);
    await t.app.farm.market.feed.publish(now);
    await t.app.farm.outbox.drain();

    const filled = (await call('GET', 'HARR0001/standing-offers')).json().data.offers.find((o: { id: string }) => o.id === offer.id);
    assert.equal(filled.status, 'Filled');
    assert.match(filled.contractReference, /^S\d{7}$/);
    const contract = await t.db
      .selectFrom('contracts as c')
      .innerJoin('contract_products as p', 'p.contract_reference', 'c.reference')
      .select(['c.source', 'c.account_reference', 'p.unit_price', 'p.quantity_contracted'])
      .where('c.reference', '=', filled.contractReference)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [contract.source, contract.account_reference, Number(contract.unit_price), Number(contract.quantity_contracted)],
      ['standing-offer', 'HARR0001', offer.targetPrice, 58],
    );
    const notes = (await call('GET', 'HARR0001/notifications')).json().data.notifications;
    assert.match(notes[0].title, /Standing offer filled/);
    await t.mail.waitForMail('grower@myfarm.example', 1);
  });

  it('makes one contract when the fill dies before committing and its job is taken up again once the lease runs out', async () => {
    const offer = (
      await call(
        'POST',
        'HARR0001/standing-offers',
        offerBody({ sellReference: (await rowAt(3)).sellReference, targetPrice: (await rowAt(3)).priceCurrentYear! + 0.01 }),
      )
    ).json().data.offer;
    now = await crossingTime(offer.id);
    // The first try dies inside its transaction, as a process killed mid-fill would: nothing of it commits.
    // A sequence is not rolled back with the transaction, so it counts tries: only the first dies.
    await sql`create sequence fill_tries`.execute(t.db);
    await sql`create function die_once() returns trigger language plpgsql as $$ begin if nextval('fill_tries') = 1 then raise exception 'killed mid-fill'; end if; return new; end $$`.execute(
      t.db,
    );
    await sql`create trigger die_once before insert on contract_products for each row execute function die_once()`.execute(t.db);
    try {
      await t.app.farm.market.feed.publish(now);
      await t.app.farm.outbox.drain();
      assert.equal(await contractsOfOffer(offer.id), 0);
      // Its lease runs out (a restart), and the outbox takes the job up again.
      await t.db.updateTable('outbox').set({ lease_until: null }).where('offer_id', '=', offer.id).execute();
      await t.app.farm.outbox.drain();
    } finally {
      await sql`drop function if exists die_once() cascade`.execute(t.db);
      await sql`drop sequence if exists fill_tries`.execute(t.db);
    }
    assert.equal(await contractsOfOffer(offer.id), 1);
    const sent = await t.db.selectFrom('outbox').select(['kind', 'sent_at']).where('offer_id', '=', offer.id).where('kind', '=', 'offer-fill').execute();
    assert.ok(sent.every((job) => job.sent_at !== null));
  });

  // Last: it stops this instance's outbox, so that only the instance that has not heard of the tick can fill.
  it('does not fill while the price desk has paused its commodity: the offer stays open and makes no contract', async () => {
    const target = await rowAt(5);
    const offer = (
      await call('POST', 'HARR0001/standing-offers', offerBody({ sellReference: target.sellReference, targetPrice: target.priceCurrentYear! + 0.01 }))
    ).json().data.offer;
    await t.db.insertInto('selling_pauses').values({ commodity_id: 1, paused_by: 'staff@myfarm.example' }).execute();
    try {
      await t.app.farm.dataChanges.poll();
      now = await crossingTime(offer.id);
      await t.app.farm.market.feed.publish(now);
      await t.app.farm.outbox.drain();
      assert.equal(await contractsOfOffer(offer.id), 0);
      const listed = (await call('GET', 'HARR0001/standing-offers')).json().data.offers.find((o: { id: string }) => o.id === offer.id);
      assert.equal(listed.status, 'Open');
    } finally {
      await t.db.deleteFrom('selling_pauses').execute();
      await t.app.farm.dataChanges.poll();
    }
  });

  it('fills at the crossing tick on an instance that has not yet heard of it: the job catches up before pricing', async () => {
    const target = await rowAt(4);
    const offer = (
      await call('POST', 'HARR0001/standing-offers', offerBody({ sellReference: target.sellReference, targetPrice: target.priceCurrentYear! + 0.01 }))
    ).json().data.offer;
    // The earlier tests stored later ticks; without them the second instance starts at NOW, before the crossing.
    await t.db.deleteFrom('market_ticks').execute();
    // The second instance's NOTIFYs never arrive, so its feed keeps the tick it started with.
    const deaf = await buildApp(t.config, { db: t.db, listen: async () => async () => {}, logger: false, clock: () => now, marketTicks: false });
    try {
      await t.app.farm.outbox.stop();
      now = await crossingTime(offer.id);
      await t.app.farm.market.feed.publish(now);
      assert.ok(Date.parse(deaf.farm.market.feed.latest().tick.at) < now, 'the second instance is behind');
      await deaf.farm.outbox.drain();
    } finally {
      await deaf.close();
    }
    assert.equal(await contractsOfOffer(offer.id), 1);
  });
});

async function rowAt(index: number): Promise<PriceRow> {
  const prices = await t.app.inject({
    url: `/api/accounts/HARR0001/prices?priceType=XFM&farmAddressId=${farmAddressId}&commodityExternalCdkId=FW`,
    headers: bearer(t.tokens.grower),
  });
  return prices.json().data.prices.rows[index];
}
