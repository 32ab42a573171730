import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { cropMarketingMessages, QUOTE_SECONDS, type SaleDraft, type SaleQuote, type SaleRequest } from '@farm/area-crop-marketing/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app';
import { bearer, countRows, createTestApp, fakeSalePricing, pdfText, signIn, type TestApp } from '../../testing';

let t: TestApp;
let grower: string;
let lead: string;
let staff: string;
const pricing = fakeSalePricing();
const START = Date.parse('2026-11-23T10:00:00Z');
let now = START;

before(async () => {
  t = await createTestApp({}, { salePricing: pricing, clock: () => now });
  const tokenOf = async (email: string) => (await signIn(t.app, email)).accessToken;
  [grower, lead, staff] = [await tokenOf('grower@myfarm.example'), await tokenOf('lead@myfarm.example'), await tokenOf('staff@myfarm.example')];
});
after(() => t.close());
beforeEach(() => {
  now = START;
  pricing.price = 192.5;
  pricing.open = true;
  pricing.refusedAccounts.clear();
});

const draft: SaleDraft = { commodityId: 1, farmAddressId: 11, priceType: 'XFM', quantity: 58, sellReference: 'FW-2026-11', varietyList: [101, 102] };
let keys = 0;
const newKey = () => `sale-attempt-${++keys}`;

async function getQuote(body: SaleDraft = draft, token = grower, account = 'HARR0001', app: FastifyInstance = t.app): Promise<SaleQuote> {
  const response = await app.inject({ method: 'POST', url: `/api/accounts/${account}/quotes`, headers: bearer(token), payload: body });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data.quote;
}

const requestOf = (quote: SaleQuote, change: Partial<SaleRequest> = {}): SaleRequest => {
  const { expiresAt: _expiresAt, ...request } = quote;
  return { ...request, ...change };
};

function sell(
  body: unknown,
  key: string | undefined,
  { token = grower, account = 'HARR0001', app = t.app }: { token?: string; account?: string; app?: FastifyInstance } = {},
) {
  const headers = { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) };
  return app.inject({ method: 'POST', url: `/api/accounts/${account}/contracts`, headers, payload: body as object });
}

const count = (table: 'contracts' | 'documents' | 'contract_products' | 'idempotency_keys') => countRows(t.db.selectFrom(table));
const contractsOf = (quoteId: string) => countRows(t.db.selectFrom('contracts').where('quote_id', '=', quoteId));
const soldAudits = () => countRows(t.db.selectFrom('audit_log').where('action', '=', 'grain-sold'));
const usedAt = async (quoteId: string) => (await t.db.selectFrom('sale_quotes').select('used_at').where('id', '=', quoteId).executeTakeFirstOrThrow()).used_at;

/** What a refused sale must leave: no contract of the quote, the quote unused, the key unclaimed. */
async function assertNothingSold(quote: SaleQuote) {
  assert.equal(await contractsOf(quote.quoteId), 0);
  assert.equal(await usedAt(quote.quoteId), null);
}

describe('POST /api/accounts/:id/contracts: a sale', () => {
  it('makes an Open SALE contract at the quoted price, with its product line, PDF, audit entry and the quote used', async () => {
    const before = { documents: await count('documents'), audits: await soldAudits() };
    const quote = await getQuote();
    const response = await sell(requestOf(quote), newKey());
    assert.equal(response.statusCode, 201, response.body);
    const body = response.json();
    // Issue 26 §6: the envelope repeats the HTTP status, 201.
    assert.equal(body.status, 201);
    const { contractRef: contractReference, documentNo } = body.data;
    assert.match(contractReference, /^S\d{7}$/);
    assert.match(documentNo, /^D\d{8}$/);

    const contract = await t.db.selectFrom('contracts').selectAll().where('reference', '=', contractReference).executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'grower@myfarm.example').executeTakeFirstOrThrow();
    assert.deepEqual(
      {
        account: contract.account_reference,
        kind: contract.sale_or_purchase,
        status: contract.status,
        source: contract.source,
        quote: contract.quote_id,
        createdBy: contract.created_by,
        document: contract.document_no,
        gross: Number(contract.value_gross),
        outstanding: Number(contract.value_outstanding),
        paid: Number(contract.value_paid),
        cropYear: contract.crop_year,
        varieties: contract.varieties,
        created: new Date(contract.date_created).toISOString(),
      },
      {
        account: 'HARR0001',
        kind: 'SALE',
        status: 'Open',
        source: 'online',
        quote: quote.quoteId,
        createdBy: user.id,
        document: documentNo,
        gross: 58 * 192.5,
        outstanding: 58 * 192.5,
        paid: 0,
        cropYear: 2026,
        varieties: [101, 102],
        created: new Date(START).toISOString(),
      },
    );
    const products = await t.db.selectFrom('contract_products').selectAll().where('contract_reference', '=', contractReference).execute();
    assert.deepEqual(
      products.map((p) => [p.product, p.package_code, Number(p.quantity_contracted), p.unit_of_measure, Number(p.unit_price), Number(p.moved_quantity)]),
      [['Feed Wheat', 'BULK', 58, 'MT', 192.5, 0]],
    );
    assert.deepEqual(await usedAt(quote.quoteId), new Date(START));
    assert.equal(await count('documents'), before.documents + 1);
    assert.equal(await soldAudits(), before.audits + 1);
  });

  it('serves its contract note PDF to the account, inline, with the sale on it', async () => {
    const quote = await getQuote();
    const { contractRef: contractReference, documentNo } = (await sell(requestOf(quote), newKey())).json().data;
    const response = await t.app.inject({ url: `/api/accounts/HARR0001/documents/${documentNo}`, headers: bearer(grower) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['content-disposition'], `inline; filename="contract-note-${contractReference}.pdf"`);
    assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const { title, lines } = await pdfText(response.rawPayload);
    assert.equal(title, `Contract note ${contractReference}`);
    for (const expected of [
      contractReference,
      'Harrison Farms Ltd (HARR0001)',
      'Home Farm',
      'Feed Wheat',
      'Champion, Gleam',
      '£192.50/MT',
      '£11,165.00',
      '23/11/2026',
    ]) {
      assert.ok(lines.includes(expected), `${expected} in ${JSON.stringify(lines)}`);
    }
  });

  it("refuses another business's user with 403 and sells nothing", async () => {
    const quote = await getQuote();
    const response = await sell(requestOf(quote), newKey(), { token: lead });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'ACCOUNT_FORBIDDEN');
    await assertNothingSold(quote);
  });

  it("answers 404 for another user's quote on the same account, and for the user's quote of another account", async () => {
    const growersQuote = await getQuote();
    const asStaff = await sell(requestOf(growersQuote), newKey(), { token: staff });
    assert.equal(asStaff.statusCode, 404);
    assert.equal(asStaff.json().errorCode, 'QUOTE_NOT_FOUND');
    const fenEdgeQuote = await getQuote({ ...draft, farmAddressId: 21 }, grower, 'FENE0002');
    const elsewhere = await sell(requestOf(fenEdgeQuote, { farmAddressId: 11 }), newKey());
    assert.equal(elsewhere.statusCode, 404);
    assert.equal(elsewhere.json().errorCode, 'QUOTE_NOT_FOUND');
    await assertNothingSold(growersQuote);
    await assertNothingSold(fenEdgeQuote);
  });

  it('refuses a request without an Idempotency-Key, or with one over 100 characters, with 400', async () => {
    const quote = await getQuote();
    for (const key of [undefined, '', 'k'.repeat(101)]) {
      const response = await sell(requestOf(quote), key);
      assert.equal(response.statusCode, 400, `key ${JSON.stringify(key)}`);
      assert.equal(response.json().errorCode, 'VALIDATION_ERROR');
      assert.match(response.json().errorMessage, /Idempotency-Key header of 1 to 100 characters/);
    }
    await assertNothingSold(quote);
  });

  it('refuses a body that breaks the sale rules with 400 and the rule', async () => {
    const quote = await getQuote();
    const response = await sell(requestOf(quote, { quantity: 30 }), newKey());
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errorMessage.includes(cropMarketingMessages.quantityRule));
    await assertNothingSold(quote);
  });

  it('refuses other varieties, tonnes, row, address or price type than quoted with 400, naming them, with the sale rule', async () => {
    const quote = await getQuote();
    const cases: [Partial<SaleRequest>, string][] = [
      [{ varietyList: [101, 103] }, 'varieties'],
      [{ quantity: 87 }, 'quantity'],
      [{ sellReference: 'FW-2027-01-SPLIT' }, 'contract period'],
      [{ farmAddressId: 21 }, 'collection address'],
      [{ priceType: 'XFH' }, 'price type'],
      [{ varietyList: [103], quantity: 29 }, 'quantity, varieties'],
    ];
    for (const [change, named] of cases) {
      const response = await sell(requestOf(quote, change), newKey());
      assert.equal(response.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(response.json(), {
        status: 400,
        errorCode: 'VALIDATION_ERROR',
        errorMessage: `The sale does not match your quote: ${named}. ${cropMarketingMessages.saleRule}`,
      });
    }
    await assertNothingSold(quote);
  });

  it('takes the varieties in any order', async () => {
    const quote = await getQuote();
    assert.equal((await sell(requestOf(quote, { varietyList: [102, 101] }), newKey())).statusCode, 201);
  });

  it('refuses a tampered sale price with 422, and the quote still sells at its own price', async () => {
    const quote = await getQuote();
    const tampered = await sell(requestOf(quote, { salePrice: quote.salePrice + 10 }), newKey());
    assert.equal(tampered.statusCode, 422);
    assert.deepEqual(tampered.json(), { status: 422, errorCode: 'PRICE_MISMATCH', errorMessage: cropMarketingMessages.priceMismatch });
    await assertNothingSold(quote);
    assert.equal((await sell(requestOf(quote), newKey())).statusCode, 201);
  });

  it('refuses an expired quote with 409 and the new price, and sells nothing', async () => {
    const quote = await getQuote();
    now = START + QUOTE_SECONDS * 1000;
    pricing.price = 195.25;
    const response = await sell(requestOf(quote), newKey());
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), {
      status: 409,
      errorCode: 'QUOTE_EXPIRED',
      errorMessage: cropMarketingMessages.quoteExpired,
      data: { salePrice: 195.25 },
    });
    await assertNothingSold(quote);
  });

  it('still sells a second before the quote expires', async () => {
    const quote = await getQuote();
    now = START + QUOTE_SECONDS * 1000 - 1000;
    pricing.price = 195.25;
    const response = await sell(requestOf(quote), newKey());
    assert.equal(response.statusCode, 201);
    const contract = await t.db
      .selectFrom('contract_products')
      .select('unit_price')
      .where('contract_reference', '=', response.json().data.contractRef)
      .executeTakeFirstOrThrow();
    assert.equal(Number(contract.unit_price), 192.5);
  });

  it('refuses outside trading times with 409, saying when trading opens', async () => {
    const quote = await getQuote();
    pricing.open = false;
    const response = await sell(requestOf(quote), newKey());
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().errorCode, 'MARKET_CLOSED');
    assert.equal(response.json().errorMessage, 'Trading is closed. It opens at 7:30 AM on Tuesday, 24/11/2026 (UK time).');
    await assertNothingSold(quote);
  });

  it('refuses an account without crop marketing with 403', async () => {
    const quote = await getQuote();
    pricing.refusedAccounts.add('HARR0001');
    const response = await sell(requestOf(quote), newKey());
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().errorCode, 'CROP_MARKETING_FORBIDDEN');
    await assertNothingSold(quote);
  });

  it('refuses a used quote with 409 under a new key', async () => {
    const quote = await getQuote();
    assert.equal((await sell(requestOf(quote), newKey())).statusCode, 201);
    const again = await sell(requestOf(quote), newKey());
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().errorCode, 'QUOTE_USED');
    assert.equal(await contractsOf(quote.quoteId), 1);
  });
});

describe('POST /api/accounts/:id/contracts: the Idempotency-Key', () => {
  it('answers the same key and body with the first response again, even once trading has closed', async () => {
    const quote = await getQuote();
    const key = newKey();
    const first = await sell(requestOf(quote), key);
    assert.equal(first.statusCode, 201);
    pricing.open = false;
    now = START + 10 * 60_000;
    const again = await sell(requestOf(quote), key);
    assert.equal(again.statusCode, 201);
    assert.equal(again.body, first.body);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(await contractsOf(quote.quoteId), 1);
  });

  it('refuses the same key with another body with 422', async () => {
    const quote = await getQuote();
    const key = newKey();
    assert.equal((await sell(requestOf(quote), key)).statusCode, 201);
    const other = await getQuote({ ...draft, quantity: 29 });
    const reused = await sell(requestOf(other), key);
    assert.equal(reused.statusCode, 422);
    assert.deepEqual(reused.json(), { status: 422, errorCode: 'IDEMPOTENCY_KEY_REUSED', errorMessage: cropMarketingMessages.idempotencyReused });
    await assertNothingSold(other);
  });

  it('is not used up by a refusal: the same request sells with the same key once the cause is gone', async () => {
    const quote = await getQuote();
    const key = newKey();
    pricing.open = false;
    assert.equal((await sell(requestOf(quote), key)).statusCode, 409);
    pricing.open = true;
    assert.equal((await sell(requestOf(quote), key)).statusCode, 201);
  });

  it('makes exactly one contract from 100 concurrent requests with one key, and gives all of them the same answer', async () => {
    const quote = await getQuote();
    const key = newKey();
    const before = { contracts: await count('contracts'), documents: await count('documents'), audits: await soldAudits() };
    const responses = await Promise.all(Array.from({ length: 100 }, () => sell(requestOf(quote), key)));
    assert.deepEqual([...new Set(responses.map((response) => response.statusCode))], [201]);
    assert.equal(new Set(responses.map((response) => response.body)).size, 1);
    assert.equal(await count('contracts'), before.contracts + 1);
    assert.equal(await count('documents'), before.documents + 1);
    assert.equal(await soldAudits(), before.audits + 1);
  });

  it('lets one of many concurrent requests with different keys use a quote; the others get 409', async () => {
    const quote = await getQuote();
    const responses = await Promise.all(Array.from({ length: 20 }, () => sell(requestOf(quote), newKey())));
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [201, ...Array(19).fill(409)]);
    assert.ok(responses.filter((response) => response.statusCode === 409).every((response) => response.json().errorCode === 'QUOTE_USED'));
    assert.equal(await contractsOf(quote.quoteId), 1);
  });

  it('makes one contract when two server instances on one database get the same key at once', async () => {
    const second = await buildApp(t.config, { db: t.db, logger: false, salePricing: pricing, clock: () => now });
    try {
      const quote = await getQuote();
      const key = newKey();
      const responses = await Promise.all(Array.from({ length: 40 }, (_, i) => sell(requestOf(quote), key, { app: i % 2 ? second : t.app })));
      assert.deepEqual([...new Set(responses.map((response) => response.statusCode))], [201]);
      assert.equal(new Set(responses.map((response) => response.body)).size, 1);
      assert.equal(await contractsOf(quote.quoteId), 1);
    } finally {
      await second.close();
    }
  });
});

describe('POST /api/accounts/:id/contracts: a failure while writing', () => {
  it('leaves nothing half-written: no contract, document, audit entry or key, and the quote unused', async () => {
    const quote = await getQuote();
    const key = newKey();
    const before = {
      contracts: await count('contracts'),
      documents: await count('documents'),
      products: await count('contract_products'),
      audits: await soldAudits(),
      keys: await count('idempotency_keys'),
    };
    // The audit entry is the last write of a sale: make the database refuse it, as a full disk or a lost
    // connection would, after the contract, its product line and its PDF have been written in the transaction.
    await sql`create function refuse_sale_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit log unavailable'; end $$`.execute(t.db);
    await sql`create trigger refuse_sale_audit before insert on audit_log for each row
      when (new.action = 'grain-sold') execute function refuse_sale_audit()`.execute(t.db);
    try {
      const response = await sell(requestOf(quote), key);
      assert.equal(response.statusCode, 500);
      assert.equal(response.json().errorCode, 'INTERNAL_ERROR');
    } finally {
      await sql`drop trigger refuse_sale_audit on audit_log`.execute(t.db);
      await sql`drop function refuse_sale_audit()`.execute(t.db);
    }
    assert.deepEqual(
      {
        contracts: await count('contracts'),
        documents: await count('documents'),
        products: await count('contract_products'),
        audits: await soldAudits(),
        keys: await count('idempotency_keys'),
      },
      before,
    );
    await assertNothingSold(quote);
    assert.equal((await sell(requestOf(quote), key)).statusCode, 201);
  });
});
