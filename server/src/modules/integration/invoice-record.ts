import { vatRateOf } from '@farm/area-my-account/domain';
import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { notifyLoadEvent } from '../notifications';
import { decimal, pounds } from './integration-record';
import { drawnDocument } from './record-documents';
import type { RecordKind } from './record-kind';
import { requireAccount, requireContractOf, requireLoad } from './record-parents';
import { RecordProblem } from './record-problem';

/** A line of an invoice or self bill: what, how many units at what price, in which packs. */
const invoiceLineSchema = z.object({
  transactionDate: z.iso.date(),
  product: z.string().trim().min(1).max(100),
  productLine: z.string().trim().min(1).max(40),
  unit: z.string().trim().min(1).max(10).default('MT'),
  noOfUnits: decimal(z.number().min(0).max(1_000_000)),
  unitPrice: decimal(z.number().min(0).max(1_000_000)),
  packSize: z.string().trim().max(20).default(''),
  noOfPacks: decimal(z.number().int().min(0).max(1_000_000)).default(1),
  /** For information (spec 3 §3): a pack's price; by default a unit's. */
  packPrice: decimal(z.number().min(0).max(1_000_000)).optional(),
  /** In %; by default the product line's UK rate (grain, seed and feed 0 %, the rest 20 %). */
  vatRate: decimal(z.number().min(0).max(100)).optional(),
});

/**
 * An invoice for inputs, or a self bill for grain (issue 29), keyed by its number. Its net value and VAT are its
 * lines', counted here as the demo counts them; what is still owed is the merchant's and may not exceed the total.
 * A self bill may name the loads it pays (their `externalId`s), which then show it.
 */
export const invoiceRecordSchema = z
  .object({
    accountReference: accountReferenceSchema,
    type: z.enum(['self-bill', 'invoice']),
    contractReference: z.string().trim().min(1).max(30).optional(),
    dateInvoiced: z.iso.date(),
    dateDue: z.iso.date(),
    cropYear: decimal(z.number().int().min(2000).max(2100)).optional(),
    outstanding: decimal(z.number().min(0).max(100_000_000)),
    lines: z.array(invoiceLineSchema).min(1).max(200),
    loadExternalIds: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
  })
  .refine((bill) => bill.dateDue >= bill.dateInvoiced, { message: 'an invoice cannot be due before it is invoiced', path: ['dateDue'] })
  .refine((bill) => bill.type === 'self-bill' || bill.loadExternalIds.length === 0, {
    message: 'only a self bill pays loads',
    path: ['loadExternalIds'],
  });
export type InvoiceRecord = z.infer<typeof invoiceRecordSchema>;

/** The lines' money, each to the penny, and the bill's as their sums. */
function invoiceFigures(lines: InvoiceRecord['lines']) {
  const priced = lines.map((line) => {
    const net = pounds(line.noOfUnits * line.unitPrice);
    const vatRate = line.vatRate ?? vatRateOf(line.productLine);
    return { ...line, net, vatRate, vat: pounds((net * vatRate) / 100) };
  });
  const net = pounds(priced.reduce((sum, line) => sum + line.net, 0));
  const vat = pounds(priced.reduce((sum, line) => sum + line.vat, 0));
  return { lines: priced, net, vat, total: pounds(net + vat) };
}

export const invoiceRecords: RecordKind<InvoiceRecord> = {
  kind: 'invoice',
  scope: 'contracts:write',
  // After movements: a self bill names the loads it pays.
  rank: 40,
  schema: invoiceRecordSchema,
  async apply(trx, reference, bill) {
    await requireAccount(trx, bill.accountReference);
    if (bill.contractReference) await requireContractOf(trx, bill.contractReference, bill.accountReference);
    const loads = [];
    for (const load of bill.loadExternalIds) loads.push({ externalId: load, ...(await requireLoad(trx, load, bill.accountReference)) });
    const figures = invoiceFigures(bill.lines);
    if (bill.outstanding > figures.total)
      throw new RecordProblem(
        'RULE_BROKEN',
        `Invoice ${reference} says £${bill.outstanding.toFixed(2)} is owed, more than its total of £${figures.total.toFixed(2)} with VAT: what is owed cannot exceed the total.`,
      );
    const existing = await trx.selectFrom('invoices').select(['account_reference', 'kind']).where('reference', '=', reference).forUpdate().executeTakeFirst();
    if (existing && (existing.account_reference !== bill.accountReference || existing.kind !== bill.type))
      throw new RecordProblem(
        'RULE_BROKEN',
        `Invoice ${reference} is a ${existing.kind} of business account ${existing.account_reference}; neither can change.`,
      );

    const first = bill.lines[0]!;
    const row = {
      contract_reference: bill.contractReference ?? null,
      date_invoiced: bill.dateInvoiced,
      date_due: bill.dateDue,
      product: first.product,
      product_line: first.productLine,
      quantity: bill.type === 'self-bill' ? figures.lines.reduce((sum, line) => sum + line.noOfUnits, 0) : null,
      net_value: figures.net,
      vat_value: figures.vat,
      outstanding: bill.outstanding,
      crop_year: bill.cropYear ?? null,
    };
    if (existing) await trx.updateTable('invoices').set(row).where('reference', '=', reference).execute();
    else {
      const documentNo = await drawnDocument(trx, bill.type, bill.accountReference, reference);
      await trx
        .insertInto('invoices')
        .values({ reference, account_reference: bill.accountReference, kind: bill.type, document_no: documentNo, ...row })
        .execute();
    }
    await trx.deleteFrom('invoice_lines').where('invoice_reference', '=', reference).execute();
    await trx
      .insertInto('invoice_lines')
      .values(
        figures.lines.map((line, index) => ({
          invoice_reference: reference,
          line_no: index + 1,
          account_reference: bill.accountReference,
          transaction_date: line.transactionDate,
          product: line.product,
          product_line: line.productLine,
          unit: line.unit,
          no_of_units: line.noOfUnits,
          unit_price: line.unitPrice,
          pack_size: line.packSize,
          no_of_packs: line.noOfPacks,
          pack_price: line.packPrice ?? line.unitPrice,
          net_value: line.net,
          vat_rate: line.vatRate,
          vat_value: line.vat,
        })),
      )
      .execute();

    const billedBefore = await trx.selectFrom('movements').select('id').where('invoice_reference', '=', reference).execute();
    await trx.updateTable('movements').set({ invoice_reference: null }).where('invoice_reference', '=', reference).execute();
    for (const load of loads) {
      await trx.updateTable('movements').set({ invoice_reference: reference }).where('id', '=', load.id).execute();
      if (billedBefore.some((before) => before.id === load.id)) continue;
      await notifyLoadEvent(trx, bill.accountReference, 'selfBilled', {
        reference: load.externalId,
        product: load.product,
        date: load.movement_date,
        tonnes: Number(load.quantity),
        weighbridgeTicket: load.weighbridge,
        bill: { reference, total: figures.total },
      });
    }
    return [bill.accountReference];
  },
};
