import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { cropMarketingMessages, QUOTE_SECONDS, saleQuoteResponseSchema, type SaleDraft } from '@farm/area-crop-marketing/domain';
import { bearer, countRows, fakeSalePricing, HAULAGE_ALLOWANCE, testAppFor } from '../../testing';

const pricing = fakeSalePricing();
const now = Date.parse('2026-11-23T10:00:00Z');
const t = testAppFor({ grower: 'grower@myfarm.example', lead: 'lead@myfarm.example' }, {}, { salePricing: pricing, clock: () => now });

beforeEach(() => {
  pricing.price = 192.5;
  pricing.open = true;
  pricing.refusedAccounts.clear();
});

const draft: SaleDraft = { commodityId: 1, farmAddressId: 11, priceType: 'XFM', quantity: 58, sellReference: 'FW-2026-11', varietyList: [101, 102] };
const askQuote = (body: unknown, token = t.tokens.grower, account = 'HARR0001') =>
  t.app.inject({ method: 'POST', url: `/api/accounts/${account}/quotes`, headers: bearer(token), payload: body as object });
const quoteCount = () => countRows(t.db.selectFrom('sale_quotes'));

describe('POST /api/accounts/:id/quotes', () => {
  it("answers the market data's price for the draft, held for two minutes, and keeps it for this account and user", async () => {
    const response = await askQuote(draft);
    assert.equal(response.statusCode, 200, response.body);
    const { quote } = saleQuoteResponseSchema.parse(response.json().data);
    assert.deepEqual(
      { ...quote, quoteId: undefined },
      { ...draft, quoteId: undefined, salePrice: 192.5, expiresAt: new Date(now + QUOTE_SECONDS * 1000).toISOString() },
    );
    const stored = await t.db.selectFrom('sale_quotes').selectAll().where('id', '=', quote.quoteId).executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'grower@myfarm.example').executeTakeFirstOrThrow();
    assert.equal(stored.account_reference, 'HARR0001');
    assert.equal(stored.user_id, user.id);
    assert.equal(Number(stored.sale_price), 192.5);
    assert.deepEqual(stored.variety_list, [101, 102]);
    assert.equal(stored.used_at, null);
  });

  it('prices the option to haul as the market data does, whatever the browser thinks', async () => {
    const response = await askQuote({ ...draft, priceType: 'XFH' });
    assert.equal(response.json().data.quote.salePrice, 192.5 + HAULAGE_ALLOWANCE);
  });

  it("refuses another business's user with 403, whatever the body", async () => {
    for (const body of [draft, { nonsense: true }]) {
      const response = await askQuote(body, t.tokens.lead);
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().errorCode, 'ACCOUNT_FORBIDDEN');
    }
  });

  it('refuses 0 or 4 varieties, part loads and more than 500 MT with 400 and the sale rule', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ varietyList: [] }, cropMarketingMessages.varietiesRule],
      [{ varietyList: [101, 102, 103, 104] }, cropMarketingMessages.varietiesRule],
      [{ varietyList: [101, 101] }, cropMarketingMessages.varietiesRule],
      [{ quantity: 30 }, cropMarketingMessages.quantityRule],
      [{ quantity: 0 }, cropMarketingMessages.quantityRule],
      [{ quantity: 29 * 18 }, cropMarketingMessages.quantityRule],
      // Negative, part, huge and not a number: the same catalogue text as the form, never zod's own words.
      [{ quantity: -29 }, cropMarketingMessages.quantityRule],
      [{ quantity: 29.5 }, cropMarketingMessages.quantityRule],
      [{ quantity: 50 * 29 }, cropMarketingMessages.quantityRule],
      [{ quantity: 1e308 }, cropMarketingMessages.quantityRule],
      [{ quantity: '58' }, cropMarketingMessages.quantityRule],
      [{ quantity: null }, cropMarketingMessages.quantityRule],
    ];
    const before = await quoteCount();
    for (const [change, rule] of cases) {
      const response = await askQuote({ ...draft, ...change });
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
      assert.ok(response.json().errorMessage.includes(rule), response.json().errorMessage);
      assert.doesNotMatch(response.json().errorMessage, /Invalid input|expected number/, JSON.stringify(change));
    }
    assert.equal(await quoteCount(), before);
  });

  it('refuses varieties of another commodity with 400, naming them, with the sale rule', async () => {
    const response = await askQuote({ ...draft, varietyList: [101, 301] });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
    assert.equal(response.json().errorMessage, `301 is not a variety of Feed Wheat. ${cropMarketingMessages.saleRule}`);
  });

  it("answers 404 'No pricing is available' for a row, commodity or collection address the account cannot sell", async () => {
    for (const change of [{ sellReference: 'FW-1999-01' }, { commodityId: 99 }, { farmAddressId: 21 }]) {
      const response = await askQuote({ ...draft, ...change });
      assert.equal(response.statusCode, 404, JSON.stringify(change));
      assert.deepEqual(response.json(), { status: 404, errorCode: 'PRICE_NOT_FOUND', errorMessage: cropMarketingMessages.noPricing });
    }
  });

  it('refuses an account without crop marketing with 403', async () => {
    pricing.refusedAccounts.add('HARR0001');
    const response = await askQuote(draft);
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), { status: 403, errorCode: 'CROP_MARKETING_FORBIDDEN', errorMessage: cropMarketingMessages.noCropMarketing });
  });

  it('refuses outside trading times with 409, saying when trading opens (UK time)', async () => {
    pricing.open = false;
    const before = await quoteCount();
    const response = await askQuote(draft);
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      status: 409,
      errorCode: 'MARKET_CLOSED',
      errorMessage: 'Trading is closed. It opens at 7:30 AM on Tuesday, 24/11/2026 (UK time).',
    });
    assert.equal(await quoteCount(), before);
  });
});
