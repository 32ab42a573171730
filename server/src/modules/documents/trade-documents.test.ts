import { formatPounds } from '@farm/core/format';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { merchant } from '../../pdf/merchant';
import { bearer, pdfText, testAppFor } from '../../testing';

// Issue 26 §2: every kind of PDF the server draws, read back with pdf.js, carries what a UK merchant's document
// must: both parties and their addresses, a contract's terms, and a VAT invoice's VAT details.

const t = testAppFor({ grower: 'grower@myfarm.example' });
const ACCOUNT = 'HARR0001';
const HARRISON = ['Harrison Farms Ltd (HARR0001)', 'Abbey Farm, Debden Road', 'CB10 2RL', 'VAT registration number: GB284716395'];
const MERCHANT = [merchant.name, ...merchant.addressLines, `VAT registration number: ${merchant.vatRegistrationNumber}`];

/** The document of the given kind whose source row the query picks, read back as text. */
async function documentOf(kind: string, where: (documentNo: string) => Promise<boolean> = async () => true) {
  const rows = await t.db
    .selectFrom('documents')
    .select(['document_no', 'source_reference'])
    .where('account_reference', '=', ACCOUNT)
    .where('kind', '=', kind as never)
    .orderBy('document_no')
    .execute();
  for (const row of rows) {
    if (!(await where(row.source_reference ?? ''))) continue;
    const response = await t.app.inject({ url: `/api/accounts/${ACCOUNT}/documents/${row.document_no}`, headers: bearer(t.tokens.grower) });
    assert.equal(response.statusCode, 200);
    const text = await pdfText(new Uint8Array(response.rawPayload));
    return { ...text, documentNo: row.document_no, reference: row.source_reference ?? '', all: text.lines.join('\n') };
  }
  throw new Error(`No ${kind} document`);
}

const assertHas = (document: { lines: string[]; title: string | undefined }, expected: string[]) => {
  for (const line of expected) assert.ok(document.lines.includes(line), `${document.title}: '${line}' in ${JSON.stringify(document.lines)}`);
};

describe('Trade documents (issue 26)', () => {
  it("draws a sale's contract note with both parties, the quality specification spelled out, the basis, period, tonnage, price, value, payment terms and trade rules", async () => {
    const note = await documentOf('contract-note', async (reference) => reference.startsWith('G'));
    const contract = await t.db.selectFrom('contracts').selectAll().where('reference', '=', note.reference).executeTakeFirstOrThrow();
    assertHas(note, [
      'Seller',
      ...HARRISON,
      'Buyer',
      ...MERCHANT,
      'Quality specification',
      'Moisture 15 % max',
      'Admixture 2 % max',
      'Contract basis',
      'Ex-farm (XFM)',
      'Delivery period',
      'Quantity',
      'Price',
      'Contract value',
      formatPounds(Number(contract.value_gross)),
      'Payment terms',
      'Trade rules',
    ]);
    assert.ok(note.all.includes(merchant.salePaymentTerms.split(' ').slice(0, 4).join(' ')), 'the payment terms');
    assert.ok(
      note.lines.some((line) => line.startsWith('AIC No. 1')),
      'the trade rules',
    );
  });

  it('draws a purchase contract with the merchant as seller, the product lines and the agreement period', async () => {
    const note = await documentOf('contract-note', async (reference) => reference.startsWith('P'));
    assertHas(note, [
      'Purchase contract',
      'Seller',
      ...MERCHANT,
      'Buyer',
      ...HARRISON,
      'Agreement period',
      'Payment terms',
      merchant.purchasePaymentTerms,
      'Trade rules',
    ]);
  });

  it('draws a VAT invoice: supplier VAT number, tax point, each line with its VAT rate and VAT, and totals with and without VAT', async () => {
    const invoice = await documentOf('invoice', async (reference) => {
      const lines = await t.db.selectFrom('invoice_lines').select('product_line').where('invoice_reference', '=', reference).execute();
      return lines.some((line) => line.product_line === 'Fertiliser');
    });
    const bill = await t.db.selectFrom('invoices').selectAll().where('reference', '=', invoice.reference).executeTakeFirstOrThrow();
    assertHas(invoice, [
      'VAT invoice',
      'Supplier',
      ...MERCHANT,
      'Customer',
      ...HARRISON,
      'Tax point',
      'VAT rate',
      '20 %',
      'Net value (excluding VAT)',
      'VAT',
      'Total (including VAT)',
    ]);
    assertHas(invoice, [
      formatPounds(Number(bill.net_value)),
      formatPounds(Number(bill.vat_value)),
      formatPounds(Number(bill.net_value) + Number(bill.vat_value)),
    ]);
  });

  it('draws a zero-rated seed invoice that still says its VAT: 0 % and £0.00', async () => {
    const invoice = await documentOf('invoice', async (reference) => {
      const lines = await t.db.selectFrom('invoice_lines').select('product_line').where('invoice_reference', '=', reference).execute();
      return lines.length > 0 && lines.every((line) => line.product_line === 'Seed');
    });
    assertHas(invoice, ['VAT rate', '0 %', 'VAT', '£0.00', 'Total (including VAT)']);
  });

  it("draws a self bill as a self-billed VAT invoice: the farm as supplier with its VAT number, zero-rated grain, HMRC's output tax statement and the agreement", async () => {
    const bill = await documentOf('self-bill');
    assertHas(bill, [
      'Self bill',
      'Supplier',
      ...HARRISON,
      'Customer (issuer)',
      ...MERCHANT,
      'Tax point',
      'VAT rate',
      '0 %',
      'Net value (excluding VAT)',
      'Total (including VAT)',
      'The VAT shown is your output tax due to HMRC.',
    ]);
    assert.ok(bill.all.includes(`self-billing agreement SBA-${ACCOUNT}`), 'names the self-billing agreement');
  });

  it('draws a haulier self bill with the VAT on the haulage and the self-billing statements', async () => {
    const bill = await documentOf('haulier-self-bill');
    const row = await t.db.selectFrom('haulier_self_bills').selectAll().where('reference', '=', bill.reference).executeTakeFirstOrThrow();
    assertHas(bill, [
      'Haulier self bill',
      'Supplier',
      ...HARRISON,
      'VAT rate',
      '20 %',
      formatPounds(Number(row.vat_value)),
      formatPounds(Number(row.total)),
      'The VAT shown is your output tax due to HMRC.',
    ]);
  });

  it('draws an order and a price adjustment with both parties', async () => {
    assertHas(await documentOf('order'), ['Order', 'Supplier', ...MERCHANT, 'Customer', ...HARRISON, 'Net value (excluding VAT)']);
    assertHas(await documentOf('price-adjustment'), ['Price adjustment', ...HARRISON, ...MERCHANT, 'Reason']);
  });
});
