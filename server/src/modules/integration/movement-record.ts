import { createHash } from 'node:crypto';
import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { decimal } from './integration-record';
import type { RecordKind } from './record-kind';
import { RecordProblem } from './record-problem';

const optionalText = z.string().trim().min(1).max(50).optional();

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
    booking: optionalText,
    weighbridgeTicket: optionalText,
    vehicle: optionalText,
    haulier: optionalText,
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

/** The same row id for the same load and business every time the load is sent, so a new version updates it. */
function rowId(externalId: string, accountReference: string): string {
  const hex = createHash('sha256').update(`movement\n${externalId}\n${accountReference}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const movementRecords: RecordKind<MovementRecord> = {
  kind: 'movement',
  scope: 'movements:write',
  rank: 30,
  schema: movementRecordSchema,
  async apply(trx, externalId, load) {
    const accounts = load.splits.map((split) => split.accountReference);
    const known = await trx.selectFrom('accounts').select('reference').where('reference', 'in', accounts).execute();
    const missingAccount = accounts.find((reference) => !known.some((row) => row.reference === reference));
    if (missingAccount)
      throw new RecordProblem('PARENT_MISSING', `Business account ${missingAccount} is not there yet: send it (accounts:write) first, then this load again.`);

    const contractReferences = load.splits.flatMap((split) => (split.contractReference ? [split.contractReference] : []));
    const contracts = contractReferences.length
      ? await trx.selectFrom('contracts').select(['reference', 'account_reference']).where('reference', 'in', contractReferences).execute()
      : [];
    for (const split of load.splits) {
      if (!split.contractReference) continue;
      const contract = contracts.find((row) => row.reference === split.contractReference);
      if (!contract)
        throw new RecordProblem(
          'PARENT_MISSING',
          `Contract ${split.contractReference} is not there yet: send it (contracts:write) first, then this load again.`,
        );
      if (contract.account_reference !== split.accountReference) {
        throw new RecordProblem(
          'RULE_BROKEN',
          `Contract ${split.contractReference} belongs to another business account than ${split.accountReference}: a load's split goes on its own business's contract.`,
        );
      }
    }

    const tonnes = splitTonnes(
      load.netWeight,
      load.splits.map((split) => split.percent),
    );
    const rows = load.splits.map((split, index) => ({
      id: rowId(externalId, split.accountReference),
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
    return [...new Set([...accounts, ...dropped.map((row) => row.account_reference)])];
  },
};
