import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cropMarketingMessages, saleQuoteResponseSchema, type SaleDraft } from '@farm/area-crop-marketing/domain';
import { pricesResponseSchema } from '@farm/core/domain';
import { bearer, pdfText, testAppFor } from '../../testing';

// Selling on the market data module itself (the other selling tests fake it): its prices, trading times
// (Mon-Fri 07:30-17:00), access rules, collection addresses and varieties. 2026-11-24 10:00 UTC is a Tuesday.
const TUESDAY_MORNING = Date.UTC(2026, 10, 24, 10, 0, 0);
let now = TUESDAY_MORNING;
const t = testAppFor({ grower: 'grower@myfarm.example' }, {}, { clock: () => now });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...bearer(t.tokens.grower), ...headers } });

async function firstSellableRow(account: string) {
  const addresses = (await t.app.inject({ url: `/api/accounts/${account}/address?addressType=Collection`, headers: bearer(t.tokens.grower) })).json().data
    .addresses;
  const response = await t.app.inject({
    url: `/api/accounts/${account}/prices?priceType=XFM&farmAddressId=${addresses[0].addressNumber}&commodityExternalCdkId=FW`,
    headers: bearer(t.tokens.grower),
  });
  const { prices } = pricesResponseSchema.parse(response.json().data);
  const row = prices.rows.find((candidate) => candidate.priceCurrentYear !== null)!;
  return { address: addresses[0], row };
}

describe("selling at the market data module's prices", () => {
  it("quotes the price table's price and sells it, with the collection address and variety names on the contract note", async () => {
    const { address, row } = await firstSellableRow('HARR0001');
    const draft: SaleDraft = {
      commodityId: 1,
      farmAddressId: address.addressNumber,
      priceType: 'XFM',
      quantity: 58,
      sellReference: row.sellReference,
      varietyList: [101, 102],
    };
    const { quote } = saleQuoteResponseSchema.parse((await post('/api/accounts/HARR0001/quotes', draft)).json().data);
    assert.equal(quote.salePrice, row.priceCurrentYear);

    const { expiresAt: _expiresAt, ...sale } = quote;
    const made = await post('/api/accounts/HARR0001/contracts', sale, { 'idempotency-key': 'market-data-sale' });
    assert.equal(made.statusCode, 201, made.body);
    const pdf = await t.app.inject({ url: `/api/accounts/HARR0001/documents/${made.json().data.documentNo}`, headers: bearer(t.tokens.grower) });
    const { lines } = await pdfText(pdf.rawPayload);
    for (const expected of ['Feed Wheat', 'Champion, Gleam', address.addressName, address.postcode])
      assert.ok(lines.includes(expected), `${expected} in ${JSON.stringify(lines)}`);
  });

  it('refuses a business whose crop marketing tile is locked for the user with 403', async () => {
    const response = await post('/api/accounts/FENE0002/quotes', {
      commodityId: 1,
      farmAddressId: 1,
      priceType: 'XFM',
      quantity: 29,
      sellReference: 'x',
      varietyList: [101],
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorMessage, cropMarketingMessages.noCropMarketing);
  });

  it('refuses on a Saturday with 409, saying trading opens on Monday at 7:30 AM', async () => {
    const { address, row } = await firstSellableRow('HARR0001');
    now = Date.UTC(2026, 10, 28, 12, 0, 0);
    try {
      const response = await post('/api/accounts/HARR0001/quotes', {
        commodityId: 1,
        farmAddressId: address.addressNumber,
        priceType: 'XFM',
        quantity: 29,
        sellReference: row.sellReference,
        varietyList: [101],
      });
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().errorMessage, 'Trading is closed. It opens at 7:30 AM on Monday, 30/11/2026 (UK time).');
    } finally {
      now = TUESDAY_MORNING;
    }
  });
});
