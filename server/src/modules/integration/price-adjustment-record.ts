import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { gradeTexts, notifyLoadEvent } from '../notifications';
import { decimal, pounds } from './integration-record';
import { drawnDocument } from './record-documents';
import type { RecordKind } from './record-kind';
import { keepBusiness, requireAccount, requireContractOf, requireLoad } from './record-parents';

/**
 * A price adjustment on a sale contract (issue 29): a claim (a negative amount, e.g. for a load over moisture) or
 * a premium. A claim may name the load it settles (that load's `externalId`), which then shows it. It reaches the
 * money: the contract's adjustments, net value and outstanding are counted again from it.
 */
export const priceAdjustmentRecordSchema = z.object({
  accountReference: accountReferenceSchema,
  contractReference: z.string().trim().min(1).max(30),
  loadExternalId: z.string().trim().min(1).max(100).optional(),
  created: z.iso.date(),
  description: z.string().trim().min(1).max(200),
  amount: decimal(
    z
      .number()
      .min(-10_000_000)
      .max(10_000_000)
      .refine((amount) => amount !== 0, 'a price adjustment of £0 adjusts nothing'),
  ),
});
export type PriceAdjustmentRecord = z.infer<typeof priceAdjustmentRecordSchema>;

export const priceAdjustmentRecords: RecordKind<PriceAdjustmentRecord> = {
  kind: 'price-adjustment',
  scope: 'contracts:write',
  // After movements: a claim names the load it settles.
  rank: 40,
  schema: priceAdjustmentRecordSchema,
  async apply(trx, reference, adjustment) {
    await requireAccount(trx, adjustment.accountReference);
    await requireContractOf(trx, adjustment.contractReference, adjustment.accountReference);
    const load = adjustment.loadExternalId ? await requireLoad(trx, adjustment.loadExternalId, adjustment.accountReference) : undefined;
    const existing = await trx.selectFrom('price_adjustments').select('account_reference').where('reference', '=', reference).forUpdate().executeTakeFirst();
    keepBusiness(`Price adjustment ${reference}`, existing, adjustment.accountReference);
    const row = {
      contract_reference: adjustment.contractReference,
      created: adjustment.created,
      description: adjustment.description,
      amount: pounds(adjustment.amount),
    };
    if (existing) {
      await trx.updateTable('price_adjustments').set(row).where('reference', '=', reference).execute();
    } else {
      const documentNo = await drawnDocument(trx, 'price-adjustment', adjustment.accountReference, reference);
      await trx
        .insertInto('price_adjustments')
        .values({ reference, account_reference: adjustment.accountReference, document_no: documentNo, ...row })
        .execute();
    }
    const settledBefore = await trx.selectFrom('movements').select('id').where('claim_reference', '=', reference).execute();
    await trx.updateTable('movements').set({ claim_reference: null }).where('claim_reference', '=', reference).execute();
    if (load) {
      await trx.updateTable('movements').set({ claim_reference: reference }).where('id', '=', load.id).execute();
      // A claim is news once, when it is first made on its load.
      if (adjustment.amount < 0 && !settledBefore.some((before) => before.id === load.id)) {
        const grades = await trx
          .selectFrom('sample_results')
          .select(['name', 'result', 'unit'])
          .where('sample_id', '=', load.sample_id)
          .where('result', 'is not', null)
          .orderBy('line_no')
          .execute();
        await notifyLoadEvent(trx, adjustment.accountReference, 'claims', {
          reference: adjustment.loadExternalId!,
          product: load.product,
          date: load.movement_date,
          tonnes: Number(load.quantity),
          weighbridgeTicket: load.weighbridge,
          amount: pounds(adjustment.amount),
          grades: gradeTexts(grades.map((grade) => ({ ...grade, result: Number(grade.result) }))),
        });
      }
    }
    return [adjustment.accountReference];
  },
};
