import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { gradeTexts, notifyLoadEvent } from '../notifications';
import { decimal, optionalText } from './integration-record';
import type { RecordKind } from './record-kind';
import { keepBusiness, requireAccount, requireContractOf, requireLoad } from './record-parents';
import { stableRowId } from './stable-row-id';

/** One result of the lab's analysis: Moisture 14.2 %; null where the test was not done. */
const sampleResultSchema = z.object({
  reference: z.string().trim().min(1).max(10),
  name: z.string().trim().min(1).max(40),
  result: decimal(z.number().min(-99_999_999).max(99_999_999)).nullable(),
  unit: z.string().trim().max(10),
});

/**
 * A grain sample and the lab's results (issue 29), keyed by the lab's sample number, which the farmer sees. It may
 * name the load it was drawn from (that load's `externalId`), which then shows its grades.
 */
export const sampleRecordSchema = z.object({
  accountReference: accountReferenceSchema,
  contractReference: optionalText(30),
  loadExternalId: optionalText(100),
  commodityNo: decimal(z.number().int().positive().max(2_147_483_647)),
  commodity: z.string().trim().min(1).max(60),
  variety: optionalText(60),
  locality: optionalText(60),
  dateTaken: z.iso.date(),
  cropYear: decimal(z.number().int().min(2000).max(2100)),
  results: z.array(sampleResultSchema).max(40).default([]),
});
export type SampleRecord = z.infer<typeof sampleRecordSchema>;

export const sampleRecords: RecordKind<SampleRecord> = {
  kind: 'sample',
  scope: 'samples:write',
  // After movements: a sample names the load it was drawn from.
  rank: 40,
  schema: sampleRecordSchema,
  async apply(trx, externalId, sample) {
    await requireAccount(trx, sample.accountReference);
    if (sample.contractReference) await requireContractOf(trx, sample.contractReference, sample.accountReference);
    if (sample.loadExternalId) await requireLoad(trx, sample.loadExternalId, sample.accountReference);

    const id = stableRowId('sample', externalId);
    let varietyNo: number | null = null;
    if (sample.variety) {
      await trx
        .insertInto('sample_varieties')
        .values({ commodity_no: sample.commodityNo, description: sample.variety })
        .onConflict((oc) => oc.columns(['commodity_no', 'description']).doNothing())
        .execute();
      varietyNo = (
        await trx
          .selectFrom('sample_varieties')
          .select('variety_no')
          .where('commodity_no', '=', sample.commodityNo)
          .where('description', '=', sample.variety)
          .executeTakeFirstOrThrow()
      ).variety_no;
    }
    const row = {
      id,
      account_reference: sample.accountReference,
      reference: externalId,
      contract_reference: sample.contractReference ?? null,
      commodity_no: sample.commodityNo,
      commodity: sample.commodity,
      variety: sample.variety ?? null,
      variety_no: varietyNo,
      locality: sample.locality ?? null,
      date_taken: sample.dateTaken,
      crop_year: sample.cropYear,
    };
    const existing = await trx.selectFrom('samples').select('account_reference').where('id', '=', id).forUpdate().executeTakeFirst();
    keepBusiness(`Sample ${externalId}`, existing, sample.accountReference);
    if (existing) {
      const { id: _id, account_reference: _account, ...changes } = row;
      await trx.updateTable('samples').set(changes).where('id', '=', id).execute();
    } else await trx.insertInto('samples').values(row).execute();

    const resultsBefore = await trx.selectFrom('sample_results').select('line_no').where('sample_id', '=', id).execute();
    const loadBefore = await trx.selectFrom('movements').select('external_id').where('sample_id', '=', id).executeTakeFirst();
    await trx.deleteFrom('sample_results').where('sample_id', '=', id).execute();
    if (sample.results.length)
      await trx
        .insertInto('sample_results')
        .values(sample.results.map((result, index) => ({ sample_id: id, line_no: index + 1, ...result })))
        .execute();
    // The load shows its grades through its sample; a load it no longer names loses it.
    await trx
      .updateTable('movements')
      .set({ sample_id: null })
      .where('sample_id', '=', id)
      .$if(Boolean(sample.loadExternalId), (qb) => qb.where('external_id', '!=', sample.loadExternalId!))
      .execute();
    if (sample.loadExternalId)
      await trx
        .updateTable('movements')
        .set({ sample_id: id })
        .where('external_id', '=', sample.loadExternalId)
        .where('account_reference', '=', sample.accountReference)
        .execute();
    // The farmer hears once that a load's grades are in: when it first has results, or they move to another load.
    const firstGrades = resultsBefore.length === 0 || loadBefore?.external_id !== sample.loadExternalId;
    if (sample.loadExternalId && sample.results.length && firstGrades) {
      const load = await trx
        .selectFrom('movements')
        .select(['product', 'movement_date', 'quantity', 'weighbridge'])
        .where('external_id', '=', sample.loadExternalId)
        .where('account_reference', '=', sample.accountReference)
        .executeTakeFirstOrThrow();
      await notifyLoadEvent(trx, sample.accountReference, 'sampled', {
        reference: sample.loadExternalId,
        product: load.product,
        date: load.movement_date,
        tonnes: Number(load.quantity),
        weighbridgeTicket: load.weighbridge,
        grades: gradeTexts(sample.results),
      });
    }
    return [sample.accountReference];
  },
};
