import { parse } from 'csv-parse/sync';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bearer, pdfText, testAppFor } from '../../testing';

const t = testAppFor({ grower: 'grower@myfarm.example' });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...bearer(t.tokens.grower), ...headers } });
const csvOf = (body: string) => parse(body.replace(/^\uFEFF/, ''), { relaxColumnCount: false }) as string[][];

describe('CSV export of a list', () => {
  it('streams every row of the query (not only the page) as text/csv named after the tab and the range', async () => {
    const query = 'dateFrom=2025-11-27&dateTo=2026-11-26&perPage=5&page=2';
    const json = (await get(`/api/accounts/HARR0001/grain-sale/self-bills?${query}`)).json().data;
    const response = await get(`/api/accounts/HARR0001/grain-sale/self-bills?${query}`, { accept: 'text/csv' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'text/csv; charset=utf-8');
    assert.equal(response.headers['content-disposition'], 'attachment; filename="Self bills - 27-11-2025 - 26-11-2026.csv"');
    const [header, ...rows] = csvOf(response.body);
    assert.deepEqual(header!.slice(0, 3), ['Date invoiced', 'Date due', 'Reference']);
    assert.equal(rows.length, json.totalItems);
    const all = (await get(`/api/accounts/HARR0001/grain-sale/self-bills?dateFrom=2025-11-27&dateTo=2026-11-26&perPage=99999`)).json().data;
    assert.deepEqual(
      rows.map((row) => row[2]),
      all.items.map((row: { reference: string }) => row.reference),
    );
  });

  it('keeps the order across keyset batches on an export bigger than one batch', async () => {
    const rows = Array.from({ length: 2150 }, (_, index) => ({
      reference: `HSBX${String(index).padStart(5, '0')}`,
      account_reference: 'HARR0001',
      date_created: `2026-0${1 + (index % 9)}-1${index % 10}`,
      description: 'Bulk haulage',
      due: '2026-12-01',
      total: index,
      outstanding: 0,
    }));
    for (let start = 0; start < rows.length; start += 500)
      await t.db
        .insertInto('haulier_self_bills')
        .values(rows.slice(start, start + 500))
        .execute();
    try {
      const response = await get('/api/accounts/HARR0001/haulier-self-bills?search=HSBX&orderBy=dateCreated&orderDir=asc', { accept: 'text/csv' });
      const references = csvOf(response.body)
        .slice(1)
        .map((row) => row[1]!);
      const expected = [...rows]
        .sort((a, b) => a.date_created.localeCompare(b.date_created) || a.reference.localeCompare(b.reference))
        .map((row) => row.reference);
      assert.deepEqual(references, expected);
    } finally {
      await t.db.deleteFrom('haulier_self_bills').where('reference', 'like', 'HSBX%').execute();
    }
  });

  it('neutralises a cell that a spreadsheet would run as a formula, and keeps a negative amount a number', async () => {
    await t.db
      .insertInto('haulier_self_bills')
      .values({
        reference: 'HSB-FORMULA',
        account_reference: 'HARR0001',
        date_created: '2026-11-01',
        description: '=HYPERLINK("http://evil.example","Click")',
        due: '2026-12-01',
        total: -12.5,
        outstanding: 0,
      })
      .execute();
    try {
      const response = await get('/api/accounts/HARR0001/haulier-self-bills?search=FORMULA', { accept: 'text/csv' });
      const [, row] = csvOf(response.body);
      assert.equal(row![2], `'=HYPERLINK("http://evil.example","Click")`);
      assert.equal(row![4], '-12.5');
    } finally {
      await t.db.deleteFrom('haulier_self_bills').where('reference', '=', 'HSB-FORMULA').execute();
    }
  });

  it("refuses the export when the list's export flag is off, and exports again once it is on", async () => {
    await t.db.updateTable('feature_toggles').set({ enabled: false }).where('id', '=', 'grain-sales-csv-export').execute();
    try {
      const response = await get('/api/accounts/HARR0001/grain-sale/contracts', { accept: 'text/csv' });
      assert.equal(response.statusCode, 403);
      assert.equal(response.json().errorCode, 'CSV_EXPORT_DISABLED');
    } finally {
      await t.db.updateTable('feature_toggles').set({ enabled: true }).where('id', '=', 'grain-sales-csv-export').execute();
    }
    assert.equal((await get('/api/accounts/HARR0001/grain-sale/contracts', { accept: 'text/csv' })).statusCode, 200);
  });
});

describe('Contract details', () => {
  it('answers a sale contract with its loads, self bills, samples and adjustments, which add up', async () => {
    const contracts = (await get('/api/accounts/HARR0001/grain-sale/contracts?status=Complete&perPage=1')).json().data.items;
    const response = await get(`/api/accounts/HARR0001/contracts/${contracts[0].contractReference}`);
    assert.equal(response.statusCode, 200);
    const { contract, movements, invoices, samples, priceAdjustments } = response.json().data;
    assert.equal(contract.saleOrPurchase, 'SALE');
    const moved = movements.filter((movement: { completed: boolean }) => movement.completed);
    assert.equal(moved.length, movements.length, 'a complete contract has moved every load');
    const movedTonnes = moved.reduce((sum: number, movement: { quantity: number }) => sum + movement.quantity, 0);
    assert.equal(movedTonnes, contract.products[0].movedQuantity);
    assert.equal(movedTonnes, contract.products[0].quantityContracted);
    const pence = (value: number) => Math.round(value * 100);
    const claims = priceAdjustments.reduce((sum: number, adjustment: { amount: number }) => sum + pence(adjustment.amount), 0);
    assert.equal(pence(contract.value.net), pence(contract.value.gross) + claims, 'net is gross less its claims');
    assert.equal(pence(contract.value.paid) + pence(contract.value.outstanding), pence(contract.value.net));
    const billed = invoices.reduce((sum: number, invoice: { netValue: number }) => sum + pence(invoice.netValue), 0);
    assert.ok(billed <= pence(contract.value.net), `${billed} billed of ${contract.value.net}`);
    assert.equal(samples.length, moved.length);
    assert.deepEqual(samples[0].results.map((result: { reference: string }) => result.reference).slice(0, 2), [
      'MOI',
      contract.product === 'Oilseed Rape' ? 'ADS' : 'KG',
    ]);
  });

  it("answers another account's contract, and an unknown one, with the same 404 and no data", async () => {
    const theirs = (await t.db.selectFrom('contracts').select('reference').where('account_reference', '=', 'WHIT0003').executeTakeFirstOrThrow()).reference;
    const response = await get(`/api/accounts/HARR0001/contracts/${theirs}`);
    const unknown = await get('/api/accounts/HARR0001/contracts/NOPE');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), unknown.json());
    assert.equal(response.json().data, undefined);
    assert.equal((await get(`/api/accounts/WHIT0003/contracts/${theirs}`)).statusCode, 403);
  });
});

describe('Documents drawn from their data', () => {
  it("draws a self bill's PDF from the self bill and its loads, and an invoice's from its lines", async () => {
    const bill = (await get('/api/accounts/HARR0001/grain-sale/self-bills?perPage=1')).json().data.items[0];
    const selfBill = await get(`/api/accounts/HARR0001/documents/${bill.documentNo}`);
    assert.equal(selfBill.statusCode, 200);
    assert.equal(selfBill.headers['content-type'], 'application/pdf');
    const text = await pdfText(new Uint8Array(selfBill.rawPayload));
    assert.equal(text.title, `Self bill ${bill.documentNo}`);
    assert.ok(text.lines.includes(bill.reference));
    assert.ok(
      text.lines.some((line) => line.startsWith(`${bill.orderReference}-`)),
      'lists the loads it pays for',
    );

    const line = (await get('/api/accounts/HARR0001/purchase/products?perPage=1')).json().data.items[0];
    const invoice = await pdfText(new Uint8Array((await get(`/api/accounts/HARR0001/documents/${line.documentNo}`)).rawPayload));
    assert.equal(invoice.title, `VAT invoice ${line.documentNo}`);
    assert.ok(invoice.lines.join(' ').includes(line.product), 'lists its product lines');
  });

  it('gives a drawn document the same bytes and ETag each time, so a 304 can answer it', async () => {
    const order = (await get('/api/accounts/HARR0001/purchase/orders?perPage=1')).json().data.items[0];
    const first = await get(`/api/accounts/HARR0001/documents/${order.documentNo}`);
    const second = await get(`/api/accounts/HARR0001/documents/${order.documentNo}`, { 'if-none-match': String(first.headers.etag) });
    assert.equal(second.statusCode, 304);
  });

  it("refuses another account's drawn document with 403 and no bytes", async () => {
    const theirs = (
      await t.db
        .selectFrom('documents')
        .select('document_no')
        .where('account_reference', '=', 'WHIT0003')
        .where('kind', '=', 'self-bill')
        .executeTakeFirstOrThrow()
    ).document_no;
    const response = await get(`/api/accounts/HARR0001/documents/${theirs}`);
    assert.equal(response.statusCode, 403);
    assert.doesNotMatch(response.body, /%PDF/);
  });
});
