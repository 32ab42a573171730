import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContractDetail, MovementDetail } from '@farm/area-my-account/domain';
import { bearer, createTestApp, integrationToken, pdfText, postBatch, signIn, type TestApp } from '../../testing';
import { createIntegrationClient } from './integration-client-queries';

let t: TestApp;
let token: string;
let farmer: string;

before(async () => {
  t = await createTestApp();
  const { client, secret } = await createIntegrationClient(t.db, { name: 'ERP and lab', scopes: ['contracts:write', 'movements:write', 'samples:write'] });
  token = await integrationToken(t, { clientId: client.clientId, secret }, 'contracts:write movements:write samples:write');
  farmer = (await signIn(t.app, 'grower@myfarm.example')).accessToken;
});
after(() => t?.close());

const batch = (records: unknown[]) => postBatch(t, token, records);
const record = (kind: string, externalId: string, version: number, data: Record<string, unknown>) => ({ kind, externalId, version, data });
const saleContract = (externalId: string, version: number, tonnes: number, accountReference = 'HARR0001') =>
  record('contract', externalId, version, {
    accountReference,
    saleOrPurchase: 'SALE',
    dateCreated: '2026-11-02',
    movementFrom: '2026-11-01',
    movementTo: '2027-01-31',
    cropYear: 2026,
    lines: [{ product: 'Feed Wheat', quantity: tonnes, unitPrice: 182.5 }],
  });
const movedLoad = (externalId: string, contractReference: string, netWeight: number) =>
  record('movement', externalId, 1, {
    status: 'moved',
    date: '2026-11-20',
    product: 'Feed Wheat',
    netWeight,
    weighbridgeTicket: `T-${externalId}`,
    splits: [{ accountReference: 'HARR0001', contractReference, percent: 100 }],
  });
const contractDetail = async (reference: string) => {
  const response = await t.app.inject({ url: `/api/accounts/HARR0001/contracts/${reference}`, headers: bearer(farmer) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as ContractDetail;
};

describe('POST /api/integration/v1/batch: contracts', () => {
  it('writes a contract with its lines, which the farmer sees with a contract note drawn for it, and counts its status from its loads', async () => {
    // The load comes before its contract in the batch: a batch is written parents first.
    const results = await batch([movedLoad('ERP-LOAD-1', 'ERP-C-100', 29.5), saleContract('ERP-C-100', 1, 100)]);
    assert.deepEqual(
      results.map((line) => [line.kind, line.result]),
      [
        ['contract', 'created'],
        ['movement', 'created'],
      ],
    );
    const { contract } = await contractDetail('ERP-C-100');
    assert.equal(contract.status, 'Partially Dispatched');
    assert.deepEqual(
      contract.products.map((line) => [line.product, line.quantityContracted, line.unitPrice, line.movedQuantity]),
      [['Feed Wheat', 100, 182.5, 29.5]],
    );
    assert.equal(contract.value.gross, 18_250);
    assert.equal(contract.documentNo, 'CN-ERP-C-100');
    const note = await t.app.inject({ url: `/api/accounts/HARR0001/documents/${contract.documentNo}`, headers: bearer(farmer) });
    assert.equal(note.statusCode, 200);
    assert.equal(note.headers['content-type'], 'application/pdf');
    const { title, lines } = await pdfText(note.rawPayload);
    assert.equal(title, 'Contract note ERP-C-100');
    assert.ok(lines.includes('Harrison Farms Ltd (HARR0001)'));

    assert.deepEqual(
      (await batch([movedLoad('ERP-LOAD-1', 'ERP-C-100', 29.5), saleContract('ERP-C-100', 1, 100)])).map((line) => line.result),
      ['unchanged', 'unchanged'],
    );
  });

  it('refuses a version that contracts less than has moved on it, saying which rule, and keeps the contract as it was', async () => {
    const [line] = await batch([saleContract('ERP-C-100', 2, 20)]);
    assert.equal(line!.result, 'rejected');
    assert.equal(line!.code, 'RULE_BROKEN');
    assert.match(line!.reason!, /29\.5 MT moved on it, more than the 20 MT this version contracts/);
    assert.equal((await contractDetail('ERP-C-100')).contract.products[0]!.quantityContracted, 100);
    // The rejected version was not recorded: the next good one is written.
    assert.equal((await batch([saleContract('ERP-C-100', 2, 29.5)]))[0]!.result, 'updated');
    assert.equal((await contractDetail('ERP-C-100')).contract.status, 'Complete');
  });

  it('refuses to move a contract to another business, and a load whose contract has not arrived is retryable', async () => {
    const [moved] = await batch([saleContract('ERP-C-100', 3, 100, 'FENE0002')]);
    assert.equal(moved!.code, 'RULE_BROKEN');
    assert.match(moved!.reason!, /belongs to business account HARR0001/);
    const [early] = await batch([movedLoad('ERP-LOAD-2', 'ERP-C-200', 28)]);
    assert.equal(early!.code, 'PARENT_MISSING');
    assert.equal(early!.retryable, true);
    assert.equal((await t.db.selectFrom('movements').select('id').where('external_id', '=', 'ERP-LOAD-2').execute()).length, 0);
  });
});

describe('POST /api/integration/v1/batch: samples', () => {
  const sample = (externalId: string, version: number, loadExternalId: string, moisture: number) =>
    record('sample', externalId, version, {
      accountReference: 'HARR0001',
      contractReference: 'ERP-C-100',
      loadExternalId,
      commodityNo: 81083,
      commodity: 'Wheat',
      variety: 'Dawsum',
      dateTaken: '2026-11-20',
      cropYear: 2026,
      results: [
        { reference: 'MOI', name: 'Moisture', result: moisture, unit: '%' },
        { reference: 'KG', name: 'Kg/hl', result: '76.5', unit: 'kg/hl' },
      ],
    });

  it("writes the lab's results, which the load it names shows, and a new version replaces them", async () => {
    assert.equal((await batch([sample('LAB-9001', 1, 'ERP-LOAD-1', 14.2)]))[0]!.result, 'created');
    const load = await t.db.selectFrom('movements').select('id').where('external_id', '=', 'ERP-LOAD-1').executeTakeFirstOrThrow();
    const detail = async () =>
      ((await t.app.inject({ url: `/api/accounts/HARR0001/movements/${load.id}`, headers: bearer(farmer) })).json().data as MovementDetail).sampleResults;
    assert.deepEqual(
      (await detail()).map((result) => [result.name, result.result]),
      [
        ['Moisture', 14.2],
        ['Kg/hl', 76.5],
      ],
    );
    assert.equal((await batch([sample('LAB-9001', 2, 'ERP-LOAD-1', 13.9)]))[0]!.result, 'updated');
    assert.equal((await detail())[0]!.result, 13.9);
    const samples = (await contractDetail('ERP-C-100')).samples;
    assert.deepEqual(
      samples.map((row) => [row.reference, row.variety]),
      [['LAB-9001', 'Dawsum']],
    );
  });

  it('answers a sample of a load that has not arrived with a retryable code, writing nothing of it', async () => {
    const [line] = await batch([sample('LAB-9002', 1, 'ERP-LOAD-404', 14)]);
    assert.equal(line!.code, 'PARENT_MISSING');
    assert.equal(line!.retryable, true);
    assert.equal((await t.db.selectFrom('samples').select('id').where('reference', '=', 'LAB-9002').execute()).length, 0);
  });
});

describe('POST /api/integration/v1/batch: price adjustments and self bills reach the money', () => {
  const claim = (externalId: string, amount: number) =>
    record('price-adjustment', externalId, 1, {
      accountReference: 'HARR0001',
      contractReference: 'ERP-C-100',
      loadExternalId: 'ERP-LOAD-1',
      created: '2026-11-23',
      description: 'Moisture 16.2 % over 15 %: £2.50/t on 29.5 t',
      amount,
    });
  const selfBill = (version: number, outstanding: number) =>
    record('invoice', 'SB-ERP-1', version, {
      accountReference: 'HARR0001',
      type: 'self-bill',
      contractReference: 'ERP-C-100',
      dateInvoiced: '2026-11-30',
      dateDue: '2026-12-30',
      outstanding,
      lines: [{ transactionDate: '2026-11-20', product: 'Feed Wheat', productLine: 'Grain', noOfUnits: 29.5, unitPrice: 182.5 }],
      loadExternalIds: ['ERP-LOAD-1'],
    });

  it("counts a claim into the contract's adjustments, net value and outstanding, and the self bill's payment into paid", async () => {
    assert.equal((await batch([claim('PA-ERP-1', -73.75)]))[0]!.result, 'created');
    const claimed = await contractDetail('ERP-C-100');
    const { priceAdjustments } = claimed;
    let { contract } = claimed;
    assert.deepEqual(
      priceAdjustments.map((row) => [row.reference, row.amount, row.documentNumber]),
      [['PA-ERP-1', -73.75, 'PA-PA-ERP-1']],
    );
    assert.equal(contract.value.adjustments, -73.75);
    assert.equal(contract.value.outstanding, 5_383.75 - 73.75);

    // 29.5 t at £182.50 is £5,383.75, grain zero-rated; £1,000 of it still owed, so £4,383.75 paid.
    assert.equal((await batch([selfBill(1, 1_000)]))[0]!.result, 'created');
    ({ contract } = await contractDetail('ERP-C-100'));
    assert.equal(contract.value.paid, 4_383.75);
    assert.equal(contract.value.outstanding, 5_383.75 - 73.75 - 4_383.75);
    const load = await t.db
      .selectFrom('movements')
      .select(['invoice_reference', 'claim_reference'])
      .where('external_id', '=', 'ERP-LOAD-1')
      .executeTakeFirstOrThrow();
    assert.deepEqual(load, { invoice_reference: 'SB-ERP-1', claim_reference: 'PA-ERP-1' });
  });

  it("refuses to move a claim to another business's contract, keeping it where it was", async () => {
    const theirs = await t.db
      .selectFrom('contracts')
      .select('reference')
      .where('account_reference', '=', 'FENE0002')
      .where('sale_or_purchase', '=', 'SALE')
      .executeTakeFirstOrThrow();
    const [line] = await batch([
      record('price-adjustment', 'PA-ERP-1', 2, {
        accountReference: 'FENE0002',
        contractReference: theirs.reference,
        created: '2026-11-23',
        description: 'Moisture',
        amount: -73.75,
      }),
    ]);
    assert.equal(line!.code, 'RULE_BROKEN');
    assert.match(line!.reason!, /Price adjustment [^ ]+ belongs to business account HARR0001; it cannot move to another business/);
    const kept = await t.db
      .selectFrom('price_adjustments')
      .select(['account_reference', 'contract_reference'])
      .where('reference', '=', 'PA-ERP-1')
      .executeTakeFirstOrThrow();
    assert.deepEqual(kept, { account_reference: 'HARR0001', contract_reference: 'ERP-C-100' });
  });

  it('refuses a bill that owes more than its total with VAT, saying so, and keeps the bill as it was', async () => {
    const [line] = await batch([selfBill(2, 6_000)]);
    assert.equal(line!.code, 'RULE_BROKEN');
    assert.equal(line!.reason, 'Invoice SB-ERP-1 says £6000.00 is owed, more than its total of £5383.75 with VAT: what is owed cannot exceed the total.');
    const bill = await t.db.selectFrom('invoices').select('outstanding').where('reference', '=', 'SB-ERP-1').executeTakeFirstOrThrow();
    assert.equal(Number(bill.outstanding), 1_000);
  });
});
