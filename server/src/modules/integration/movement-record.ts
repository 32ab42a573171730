import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { notifyLoadEvent } from '../notifications';
import { decimal, optionalText } from './integration-record';
import type { RecordKind } from './record-kind';
import { requireAccount, requireContractOf } from './record-parents';
import { stableRowId } from './stable-row-id';

/** A business's part of a load, as grain buyers' tickets split one load between accounts (and their contracts). */
const splitSchema = z.object({
  accountReference: accountReferenceSchema,
  contractReference: z.string().trim().min(1).max(30).optional(),
  percent: decimal(z.number().gt(0).max(100)),
});

/**
 * A load from the weighbridge (issue 29): planned, then moved with its ticket, vehicle, haulier and net weight in
 * tonnes, split between one or more business accounts by percentage (adding up to 100).
 */
export const movementRecordSchema = z
  .object({
    status: z.enum(['planned', 'moved']),
    date: z.iso.date(),
    product: z.string().trim().min(1).max(100),
    netWeight: decimal(z.number().positive().max(1000)),
    booking: optionalText(50),
    weighbridgeTicket: optionalText(50),
    vehicle: optionalText(50),
    haulier: optionalText(50),
    splits: z.array(splitSchema).min(1).max(10),
  })
  .refine((load) => Math.abs(load.splits.reduce((sum, split) => sum + split.percent, 0) - 100) < 1e-9, {
    message: "the splits' percentages must add up to 100",
    path: ['splits'],
  })
  .refine((load) => new Set(load.splits.map((split) => split.accountReference)).size === load.splits.length, {
    message: 'each business account may have one split of a load',
    path: ['splits'],
  });
export type MovementRecord = z.infer<typeof movementRecordSchema>;

/**
 * Each business's tonnes of a load, to the 10 kg the lists show: shares rounded down, and what rounding left over
 * goes to the first, so the shares always add up to the load's net weight.
 */
export function splitTonnes(netWeight: number, percents: readonly number[]): number[] {
  const hundredths = Math.round(netWeight * 100);
  const shares = percents.map((percent) => Math.floor((hundredths * percent) / 100));
  shares[0]! += hundredths - shares.reduce((sum, share) => sum + share, 0);
  return shares.map((share) => share / 100);
}

export const movementRecords: RecordKind<MovementRecord> = {
  kind: 'movement',
  scope: 'movements:write',
  rank: 30,
  schema: movementRecordSchema,
  async apply(trx, externalId, load) {
    const accounts = load.splits.map((split) => split.accountReference);
    await requireAccount(trx, ...accounts);
    for (const split of load.splits) if (split.contractReference) await requireContractOf(trx, split.contractReference, split.accountReference);

    const tonnes = splitTonnes(
      load.netWeight,
      load.splits.map((split) => split.percent),
    );
    const rows = load.splits.map((split, index) => ({
      id: stableRowId('movement', externalId, split.accountReference),
      external_id: externalId,
      account_reference: split.accountReference,
      contract_reference: split.contractReference ?? null,
      movement_date: load.date,
      complete: load.status === 'moved',
      reference: externalId,
      product: load.product,
      quantity: tonnes[index]!,
      booking: load.booking ?? null,
      weighbridge: load.weighbridgeTicket ?? null,
      vehicle: load.vehicle ?? null,
      haulier: load.haulier ?? null,
    }));
    const weighedBefore = await trx
      .selectFrom('movements')
      .select('account_reference')
      .where('external_id', '=', externalId)
      .where('complete', '=', true)
      .execute();
    // A business the load is no longer split with loses its row (and its figures are counted again).
    const dropped = await trx
      .deleteFrom('movements')
      .where('external_id', '=', externalId)
      .where('account_reference', 'not in', accounts)
      .returning('account_reference')
      .execute();
    await trx
      .insertInto('movements')
      .values(rows)
      .onConflict((oc) =>
        oc.column('id').doUpdateSet((eb) => ({
          contract_reference: eb.ref('excluded.contract_reference'),
          movement_date: eb.ref('excluded.movement_date'),
          complete: eb.ref('excluded.complete'),
          product: eb.ref('excluded.product'),
          quantity: eb.ref('excluded.quantity'),
          booking: eb.ref('excluded.booking'),
          weighbridge: eb.ref('excluded.weighbridge'),
          vehicle: eb.ref('excluded.vehicle'),
          haulier: eb.ref('excluded.haulier'),
        })),
      )
      .execute();
    if (load.status === 'moved')
      for (const row of rows)
        if (!weighedBefore.some((before) => before.account_reference === row.account_reference))
          await notifyLoadEvent(trx, row.account_reference, 'weighed', {
            reference: externalId,
            product: load.product,
            date: load.date,
            tonnes: row.quantity,
            weighbridgeTicket: load.weighbridgeTicket,
          });
    return [...new Set([...accounts, ...dropped.map((row) => row.account_reference)])];
  },
};
