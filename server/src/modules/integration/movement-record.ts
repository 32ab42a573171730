import { accountReferenceSchema } from '@farm/core/domain';
import { sql, type Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db';
import { notifyLoadEvent } from '../notifications';
import { decimal, optionalText } from './integration-record';
import type { RecordKind } from './record-kind';
import { parentProblems, requireAccount, requireContractOf } from './record-parents';
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

/** The rows of a load: one per business it is split with, each with its share of the net weight. */
function movementRows(externalId: string, load: MovementRecord) {
  const tonnes = splitTonnes(
    load.netWeight,
    load.splits.map((split) => split.percent),
  );
  return load.splits.map((split, index) => ({
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
}
type MovementRow = ReturnType<typeof movementRows>[number];

/** At most this many rows an insert: PostgreSQL takes at most 65,535 parameters a statement. */
const ROWS_A_STATEMENT = 1_000;

/** Writes the rows, a load's again taking its new facts. */
async function upsertMovements(trx: Transaction<Database>, rows: MovementRow[]): Promise<void> {
  for (let first = 0; first < rows.length; first += ROWS_A_STATEMENT)
    await trx
      .insertInto('movements')
      .values(rows.slice(first, first + ROWS_A_STATEMENT))
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
}

/** A business's users hear of its share of a load the first time it is weighed. */
const notifyWeighed = (trx: Transaction<Database>, row: MovementRow, load: MovementRecord) =>
  notifyLoadEvent(trx, row.account_reference, 'weighed', {
    reference: row.external_id,
    product: load.product,
    date: load.date,
    tonnes: row.quantity,
    weighbridgeTicket: load.weighbridgeTicket,
  });

const weighedKey = (externalId: string, account: string) => `${externalId}\n${account}`;

export const movementRecords: RecordKind<MovementRecord> = {
  kind: 'movement',
  scope: 'movements:write',
  rank: 30,
  schema: movementRecordSchema,
  async apply(trx, externalId, load) {
    const accounts = load.splits.map((split) => split.accountReference);
    await requireAccount(trx, ...accounts);
    for (const split of load.splits) if (split.contractReference) await requireContractOf(trx, split.contractReference, split.accountReference);

    const rows = movementRows(externalId, load);
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
    await upsertMovements(trx, rows);
    if (load.status === 'moved')
      for (const row of rows) if (!weighedBefore.some((before) => before.account_reference === row.account_reference)) await notifyWeighed(trx, row, load);
    return [...new Set([...accounts, ...dropped.map((row) => row.account_reference)])];
  },
  bulk: {
    // As apply checks one load: every business first, in the order its splits name them, then each split's contract.
    async check(trx, loads) {
      const splits = loads.flatMap((load) => load.splits);
      const accounts = [...new Set(splits.map((split) => split.accountReference))];
      const known = new Set((await trx.selectFrom('accounts').select('reference').where('reference', 'in', accounts).execute()).map((row) => row.reference));
      const contractReferences = [...new Set(splits.flatMap((split) => (split.contractReference ? [split.contractReference] : [])))];
      const contracts = new Map(
        contractReferences.length
          ? (await trx.selectFrom('contracts').select(['reference', 'account_reference']).where('reference', 'in', contractReferences).execute()).map((row) => [
              row.reference,
              row.account_reference,
            ])
          : [],
      );
      return loads.map((load) => {
        const missing = load.splits.find((split) => !known.has(split.accountReference));
        if (missing) return parentProblems.accountMissing(missing.accountReference);
        for (const { contractReference, accountReference } of load.splits) {
          if (!contractReference) continue;
          const owner = contracts.get(contractReference);
          if (owner === undefined) return parentProblems.contractMissing(contractReference);
          if (owner !== accountReference) return parentProblems.contractOfAnother(contractReference, accountReference);
        }
        return undefined;
      });
    },
    async apply(trx, loads) {
      const ids = loads.map((load) => load.externalId);
      const rows = loads.flatMap((load) => movementRows(load.externalId, load.data));
      const weighedBefore = new Set(
        (
          await trx.selectFrom('movements').select(['external_id', 'account_reference']).where('external_id', 'in', ids).where('complete', '=', true).execute()
        ).map((row) => weighedKey(row.external_id!, row.account_reference)),
      );
      const { rows: dropped } = await sql<{ account_reference: string }>`
        delete from movements m
        where m.external_id = any(${ids}::text[])
          and not exists (
            select 1 from unnest(${rows.map((row) => row.external_id)}::text[], ${rows.map((row) => row.account_reference)}::text[]) as kept(external_id, account_reference)
            where kept.external_id = m.external_id and kept.account_reference = m.account_reference)
        returning m.account_reference`.execute(trx);
      await upsertMovements(trx, rows);
      const weighed = loads.flatMap(({ data }, index) =>
        data.status === 'moved'
          ? movementRows(ids[index]!, data)
              .filter((row) => !weighedBefore.has(weighedKey(row.external_id, row.account_reference)))
              .map((row) => ({ row, data }))
          : [],
      );
      if (weighed.length) {
        // Only a business with users has anyone to tell: one question for the chunk, not one for each load.
        const told = new Set(
          (
            await trx
              .selectFrom('account_users')
              .select('account_reference')
              .distinct()
              .where(
                'account_reference',
                'in',
                weighed.map(({ row }) => row.account_reference),
              )
              .execute()
          ).map((row) => row.account_reference),
        );
        for (const { row, data } of weighed) if (told.has(row.account_reference)) await notifyWeighed(trx, row, data);
      }
      return [...new Set([...rows.map((row) => row.account_reference), ...dropped.map((row) => row.account_reference)])];
    },
  },
};
