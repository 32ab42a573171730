import { previewClaims, standardFor, vatRateOf, type ContractDetail, type ContractSummary } from '@farm/area-my-account/domain';
import { formatPounds } from '@farm/core/format';
import { parse } from 'csv-parse/sync';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { demoAccountReferences } from '../../seeds/demo-accounts';
import { bearer, pdfText, testAppFor } from '../../testing';

// Issue 26: every figure My Account shows agrees with every other, for every demo business. Amounts are compared
// in pence, so a figure a penny out fails.

const t = testAppFor({ grower: 'grower@myfarm.example' });

const pence = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100);
const sumPence = <T>(rows: readonly T[], value: (row: T) => string | number | null | undefined) => rows.reduce((sum, row) => sum + pence(value(row)), 0);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...bearer(t.tokens.grower), ...headers } });

const ACCOUNTS = Object.values(demoAccountReferences);
/** The accounts t.tokens.grower@ belongs to: what the screens show is read through the API for these. */
const GROWER_ACCOUNTS = [demoAccountReferences.harrison, demoAccountReferences.fenEdge];

async function bookOf(account: string) {
  const [contracts, lines, movements, invoices, invoiceLines, adjustments, samples] = await Promise.all([
    t.db.selectFrom('contracts').selectAll().where('account_reference', '=', account).execute(),
    t.db
      .selectFrom('contract_products as p')
      .innerJoin('contracts as c', 'c.reference', 'p.contract_reference')
      .selectAll('p')
      .where('c.account_reference', '=', account)
      .execute(),
    t.db.selectFrom('movements').selectAll().where('account_reference', '=', account).execute(),
    t.db.selectFrom('invoices').selectAll().where('account_reference', '=', account).execute(),
    t.db.selectFrom('invoice_lines').selectAll().where('account_reference', '=', account).execute(),
    t.db.selectFrom('price_adjustments').selectAll().where('account_reference', '=', account).execute(),
    t.db
      .selectFrom('sample_results as r')
      .innerJoin('samples as s', 's.id', 'r.sample_id')
      .select(['r.sample_id', 'r.reference', 'r.name', 'r.result', 'r.unit'])
      .where('s.account_reference', '=', account)
      .orderBy('r.line_no')
      .execute(),
  ]);
  const of = <T extends { contract_reference: string | null }>(rows: T[], reference: string) => rows.filter((row) => row.contract_reference === reference);
  return { contracts, lines, movements, invoices, invoiceLines, adjustments, samples, of };
}

describe('Reconciliation of every demo business (issue 26)', () => {
  it('has a sale contract with claims on every business, so the checks below meet claims', async () => {
    for (const account of ACCOUNTS) {
      const { contracts, adjustments } = await bookOf(account);
      const claimed = contracts.filter(
        (contract) => contract.sale_or_purchase === 'SALE' && adjustments.some((a) => a.contract_reference === contract.reference),
      );
      assert.ok(claimed.length > 0, `${account} has a sale with claims`);
    }
  });

  it('moves each sale contract its tonnage, and derives its moved quantity and status from its movements', async () => {
    for (const account of ACCOUNTS) {
      const { contracts, lines, movements, of } = await bookOf(account);
      for (const contract of contracts.filter((row) => row.sale_or_purchase === 'SALE')) {
        const line = lines.find((row) => row.contract_reference === contract.reference && row.line_no === 1)!;
        const loads = of(movements, contract.reference);
        const moved = sumPence(
          loads.filter((load) => load.complete),
          (load) => load.quantity,
        );
        assert.equal(
          sumPence(loads, (load) => load.quantity),
          pence(line.quantity_contracted),
          `${contract.reference}: tonnage = Σ movements`,
        );
        assert.equal(pence(line.moved_quantity), moved, `${contract.reference}: moved quantity = Σ moved loads`);
        if (['Cancelled', 'Pending Approval'].includes(contract.status)) continue;
        const expected = moved === 0 ? 'Open' : moved < pence(line.quantity_contracted) ? 'Partially Dispatched' : 'Complete';
        assert.equal(contract.status, expected, `${contract.reference}: ${moved / 100} of ${line.quantity_contracted} t moved`);
      }
    }
  });

  it('makes gross - adjustments = paid + outstanding, with paid what its bills were paid and adjustments its claims', async () => {
    for (const account of ACCOUNTS) {
      const { contracts, lines, invoices, adjustments, of } = await bookOf(account);
      for (const contract of contracts) {
        const gross = pence(contract.value_gross);
        const claims = sumPence(of(adjustments, contract.reference), (row) => row.amount);
        const bills = of(invoices, contract.reference);
        assert.equal(pence(contract.value_adjustments), claims, `${contract.reference}: adjustments = Σ its price adjustments`);
        assert.equal(
          gross + claims,
          pence(contract.value_paid) + pence(contract.value_outstanding),
          `${contract.reference}: gross - adjustments = paid + outstanding`,
        );
        assert.equal(
          pence(contract.value_paid),
          sumPence(bills, (bill) => Number(bill.net_value) + Number(bill.vat_value) - Number(bill.outstanding)),
          `${contract.reference}: paid = Σ paid bills`,
        );
        if (contract.sale_or_purchase === 'SALE') {
          const line = lines.find((row) => row.contract_reference === contract.reference)!;
          assert.equal(gross, pence(Number(line.quantity_contracted) * Number(line.unit_price)), `${contract.reference}: gross = tonnage x price`);
        } else {
          assert.equal(
            gross,
            sumPence(bills, (bill) => Number(bill.net_value) + Number(bill.vat_value)),
            `${contract.reference}: an agreement is worth what was invoiced under it`,
          );
        }
      }
    }
  });

  it('makes each self bill the value of its loads less their claims, and Σ self bills what is billed', async () => {
    for (const account of ACCOUNTS) {
      const { contracts, lines, movements, invoices, adjustments } = await bookOf(account);
      for (const contract of contracts.filter((row) => row.sale_or_purchase === 'SALE')) {
        const price = Number(lines.find((row) => row.contract_reference === contract.reference)!.unit_price);
        const bills = invoices.filter((bill) => bill.contract_reference === contract.reference);
        for (const bill of bills) {
          assert.equal(bill.kind, 'self-bill');
          const loads = movements.filter((load) => load.invoice_reference === bill.reference);
          const claims = sumPence(loads, (load) => adjustments.find((a) => a.reference === load.claim_reference)?.amount);
          assert.equal(pence(bill.net_value), sumPence(loads, (load) => Number(load.quantity) * price) + claims, `${bill.reference}: loads less claims`);
          assert.equal(
            pence(bill.quantity),
            sumPence(loads, (load) => load.quantity),
            `${bill.reference}: quantity invoiced`,
          );
          assert.equal(pence(bill.vat_value), 0, `${bill.reference}: grain is zero-rated`);
        }
        const billedLoads = movements.filter((load) => load.contract_reference === contract.reference && load.invoice_reference !== null);
        const billed =
          sumPence(billedLoads, (load) => Number(load.quantity) * price) +
          sumPence(billedLoads, (load) => adjustments.find((a) => a.reference === load.claim_reference)?.amount);
        assert.equal(
          sumPence(bills, (bill) => bill.net_value),
          billed,
          `${contract.reference}: Σ self bills = what is billed`,
        );
      }
    }
  });

  it('makes each invoice the sum of its lines, its VAT the sum of theirs, and each line its quantity x unit price', async () => {
    for (const account of ACCOUNTS) {
      const { invoices, invoiceLines } = await bookOf(account);
      for (const invoice of invoices.filter((row) => row.kind === 'invoice')) {
        const own = invoiceLines.filter((line) => line.invoice_reference === invoice.reference);
        assert.ok(own.length > 0, `${invoice.reference} has lines`);
        assert.equal(
          pence(invoice.net_value),
          sumPence(own, (line) => line.net_value),
          `${invoice.reference}: net = Σ line net`,
        );
        assert.equal(
          pence(invoice.vat_value),
          sumPence(own, (line) => line.vat_value),
          `${invoice.reference}: VAT = Σ line VAT`,
        );
        for (const line of own) {
          assert.equal(
            pence(line.net_value),
            pence(Number(line.no_of_units) * Number(line.unit_price)),
            `${invoice.reference}/${line.line_no}: quantity x unit price`,
          );
          assert.equal(Number(line.vat_rate), vatRateOf(line.product_line), `${invoice.reference}/${line.line_no}: the VAT rate of ${line.product_line}`);
          assert.equal(pence(line.vat_value), pence((Number(line.net_value) * Number(line.vat_rate)) / 100), `${invoice.reference}/${line.line_no}: line VAT`);
        }
      }
    }
  });

  it('lists on a purchase agreement each product invoiced under it, with its quantity and its agreed price', async () => {
    for (const account of ACCOUNTS) {
      const { contracts, lines, invoices, invoiceLines } = await bookOf(account);
      for (const contract of contracts.filter((row) => row.sale_or_purchase === 'PURCHASE')) {
        const billed = new Set(invoices.filter((bill) => bill.contract_reference === contract.reference).map((bill) => bill.reference));
        const called = invoiceLines.filter((line) => billed.has(line.invoice_reference));
        const own = lines.filter((line) => line.contract_reference === contract.reference);
        assert.deepEqual(
          own.map((line) => line.product).sort(),
          [...new Set(called.map((line) => line.product))].sort(),
          `${contract.reference}: its products`,
        );
        for (const line of own) {
          const calls = called.filter((call) => call.product === line.product);
          assert.equal(
            Math.round(Number(line.quantity_contracted) * 1000),
            Math.round(calls.reduce((sum, call) => sum + Number(call.no_of_units), 0) * 1000),
            `${contract.reference} ${line.product}: quantity`,
          );
          assert.ok(
            calls.every((call) => pence(call.unit_price) === pence(line.unit_price)),
            `${contract.reference} ${line.product}: every call-off at the agreed price`,
          );
          assert.equal(line.unit_of_measure, calls[0]!.unit, `${contract.reference} ${line.product}: unit`);
        }
      }
    }
  });

  it('claims on exactly the loads the quality-claim preview flags, at the same £ a tonne', async () => {
    for (const account of ACCOUNTS) {
      const { contracts, lines, movements, adjustments, samples } = await bookOf(account);
      for (const contract of contracts.filter((row) => row.sale_or_purchase === 'SALE')) {
        const line = lines.find((row) => row.contract_reference === contract.reference)!;
        const standard = standardFor(line.product)!;
        for (const load of movements.filter((row) => row.contract_reference === contract.reference && row.sample_id)) {
          const results = samples
            .filter((row) => row.sample_id === load.sample_id)
            .map((row) => ({ ...row, result: row.result === null ? null : Number(row.result) }));
          const [claim] = previewClaims(standard, [{ reference: load.reference, results }], Number(line.unit_price));
          const adjustment = adjustments.find((row) => row.reference === load.claim_reference);
          assert.equal(claim!.rejection, false, `${load.reference}: the demo settles every miss by a claim`);
          assert.equal(Boolean(adjustment), claim!.misses.length > 0, `${load.reference}: claimed exactly when the preview flags it`);
          if (adjustment)
            assert.equal(pence(adjustment.amount), -pence(claim!.deductionPerTonne! * Number(load.quantity)), `${load.reference}: the preview's £/t`);
        }
      }
    }
  });

  it('shows the same figures in the list, the dialog, the CSV and the contract note', async () => {
    const dateTo = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const dateFrom = new Date(Date.now() - 1900 * 86_400_000).toISOString().slice(0, 10);
    for (const account of GROWER_ACCOUNTS) {
      const { contracts } = await bookOf(account);
      const list = `/api/accounts/${account}/all-transactions?dateFrom=${dateFrom}&dateTo=${dateTo}&perPage=99999`;
      const rows: ContractSummary[] = (await get(list)).json().data.items;
      assert.equal(rows.length, contracts.length, `${account}: every contract is listed`);
      const [header, ...csv] = parse((await get(list, { accept: 'text/csv' })).body.replace(/^\uFEFF/, '')) as string[][];
      const column = (name: string) => header!.indexOf(name);
      for (const row of rows) {
        const stored = contracts.find((contract) => contract.reference === row.reference)!;
        const expected = [
          pence(stored.value_gross),
          pence(stored.value_adjustments),
          pence(stored.value_gross) + pence(stored.value_adjustments),
          pence(stored.value_paid),
          pence(stored.value_outstanding),
        ];
        const figures = (value: ContractSummary['value']) => [value.gross, value.adjustments, value.net, value.paid, value.outstanding].map(pence);
        assert.deepEqual(figures(row.value), expected, `${row.reference}: list`);
        const detail: ContractDetail = (await get(`/api/accounts/${account}/contracts/${row.reference}`)).json().data;
        assert.deepEqual(figures(detail.contract.value), expected, `${row.reference}: dialog`);
        assert.equal(
          sumPence(detail.priceAdjustments, (adjustment) => adjustment.amount),
          expected[1],
          `${row.reference}: dialog's Price Adjustments tab`,
        );
        const csvRow = csv.find((cells) => cells[column('Contract')] === row.reference)!;
        assert.deepEqual(
          ['Gross (£)', 'Adjustments (£)', 'Net (£)', 'Paid (£)', 'Outstanding (£)'].map((name) => pence(csvRow[column(name)])),
          expected,
          `${row.reference}: CSV`,
        );
      }
      const claimed = rows.find((row) => row.saleOrPurchase === 'SALE' && row.value.adjustments < 0 && row.documentNo)!;
      const note = await pdfText(new Uint8Array((await get(`/api/accounts/${account}/documents/${claimed.documentNo}`)).rawPayload));
      for (const [label, value] of [
        ['Price adjustments', claimed.value.adjustments],
        ['Net value', claimed.value.net],
        ['Paid', claimed.value.paid],
        ['Outstanding', claimed.value.outstanding],
      ] as const) {
        const at = note.lines.indexOf(label);
        assert.ok(at >= 0, `${claimed.reference}: the contract note has ${label}`);
        assert.equal(note.lines[at + 1], formatPounds(value), `${claimed.reference}: the contract note's ${label}`);
      }
    }
  });
});
