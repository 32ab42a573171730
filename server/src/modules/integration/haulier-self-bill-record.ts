import { vatRateOf } from '@farm/area-my-account/domain';
import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { decimal, pounds } from './integration-record';
import { drawnDocument } from './record-documents';
import type { RecordKind } from './record-kind';
import { keepBusiness, requireAccount } from './record-parents';
import { RecordProblem } from './record-problem';

/**
 * A haulier self bill (issue 29): what the merchant pays a farm for hauling, keyed by its number. The merchant
 * sends the haulage before VAT; its VAT (haulage is standard-rated) and total are counted here, as the demo counts
 * them, so the list, the PDF and the CSV show one figure. What is still owed may not exceed the total.
 */
export const haulierSelfBillRecordSchema = z
  .object({
    accountReference: accountReferenceSchema,
    dateCreated: z.iso.date(),
    due: z.iso.date(),
    description: z.string().trim().min(1).max(200),
    net: decimal(z.number().min(0).max(10_000_000)),
    outstanding: decimal(z.number().min(0).max(100_000_000)),
  })
  .refine((bill) => bill.due >= bill.dateCreated, { message: 'a bill cannot be due before it is made', path: ['due'] });
export type HaulierSelfBillRecord = z.infer<typeof haulierSelfBillRecordSchema>;

export const haulierSelfBillRecords: RecordKind<HaulierSelfBillRecord> = {
  kind: 'haulier-self-bill',
  scope: 'contracts:write',
  rank: 40,
  schema: haulierSelfBillRecordSchema,
  async apply(trx, reference, bill) {
    await requireAccount(trx, bill.accountReference);
    const vat = pounds((bill.net * vatRateOf('Services')) / 100);
    const total = pounds(bill.net + vat);
    if (bill.outstanding > total)
      throw new RecordProblem(
        'RULE_BROKEN',
        `Haulier self bill ${reference} says £${bill.outstanding.toFixed(2)} is owed, more than its total of £${total.toFixed(2)} with VAT: what is owed cannot exceed the total.`,
      );
    const existing = await trx.selectFrom('haulier_self_bills').select('account_reference').where('reference', '=', reference).forUpdate().executeTakeFirst();
    keepBusiness(`Haulier self bill ${reference}`, existing, bill.accountReference);
    const row = { date_created: bill.dateCreated, due: bill.due, description: bill.description, total, vat_value: vat, outstanding: bill.outstanding };
    if (existing) await trx.updateTable('haulier_self_bills').set(row).where('reference', '=', reference).execute();
    else {
      const documentNo = await drawnDocument(trx, 'haulier-self-bill', bill.accountReference, reference);
      await trx
        .insertInto('haulier_self_bills')
        .values({ reference, account_reference: bill.accountReference, document_no: documentNo, ...row })
        .execute();
    }
    return [bill.accountReference];
  },
};
