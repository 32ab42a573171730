import { randomUUID } from 'node:crypto';
import { COMMODITIES, myAccountMessages, targetGradesFor, type Parcel, type parcelInputSchema } from '@farm/area-my-account/domain';
import { sql } from 'kysely';
import type * as z from 'zod';
import type { Db } from '../../db';
import { ApiError } from '../../http';

type ParcelInput = z.output<typeof parcelInputSchema>;

/** The account's parcels in their order, and the version they are at; undefined when it never saved any. */
export interface ParcelList {
  version: string;
  parcels: Parcel[];
}

/** The list's ETag: its version, quoted (a strong validator: any write moves it). */
export const etagOf = (version: string) => `"${version}"`;

/** Whether an If-Match header names the version (RFC 9110 §13.1.1: a list of tags, or '*' for any). */
export function ifMatchHolds(ifMatch: string, version: string): boolean {
  const tags = ifMatch.split(',').map((tag) => tag.trim());
  return tags.includes('*') || tags.includes(etagOf(version));
}

export const parcelErrors = {
  changed: () => new ApiError(412, 'PARCELS_CHANGED', myAccountMessages.parcelsChanged),
  preconditionRequired: () => new ApiError(428, 'PRECONDITION_REQUIRED', myAccountMessages.parcelsPreconditionRequired),
  notFound: () => new ApiError(404, 'PARCELS_NOT_FOUND', myAccountMessages.parcelsNotFound),
  sampleNotOffered: () => new ApiError(400, 'PARCEL_SAMPLE_NOT_OFFERED', myAccountMessages.parcelSampleNotOffered),
  gradeNotOffered: () => new ApiError(400, 'TARGET_GRADE_NOT_OFFERED', myAccountMessages.targetGradeNotOffered),
  unknownParcel: () => new ApiError(400, 'PARCEL_NOT_IN_LIST', myAccountMessages.parcelsChanged),
};

export async function readParcelList(db: Db, account: string): Promise<ParcelList | undefined> {
  const list = await db.selectFrom('parcel_lists').select('version').where('account_reference', '=', account).executeTakeFirst();
  if (!list) return undefined;
  const rows = await db.selectFrom('parcels').selectAll().where('account_reference', '=', account).orderBy('position').execute();
  const samples = rows.length
    ? await db
        .selectFrom('parcel_samples')
        .select(['parcel_id', 'sample_id'])
        .where(
          'parcel_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('position')
        .execute()
    : [];
  const samplesOf = (id: string) => samples.filter((sample) => sample.parcel_id === id).map((sample) => sample.sample_id);
  return {
    version: String(list.version),
    parcels: rows.map((row) => ({
      parcelId: row.id,
      parcelName: row.name,
      commodity: { commodityNo: row.commodity_no, description: row.commodity },
      samples: samplesOf(row.id),
      tonnage: row.tonnage,
      targetGrade: row.target_grade,
      notes: row.notes,
      shared: row.shared,
      created: row.created.toISOString(),
      createdBy: row.created_by,
      lastUpdated: row.last_updated.toISOString(),
    })),
  };
}

/** The parcel rules the zod schema can not check alone: the account's own samples of the parcel's commodity, its grades. */
async function checkParcels(trx: Db, account: string, parcels: ParcelInput[]): Promise<void> {
  for (const parcel of parcels) {
    if (!(parcel.commodity.commodityNo in COMMODITIES) || !targetGradesFor(parcel.commodity.commodityNo).includes(parcel.targetGrade))
      throw parcelErrors.gradeNotOffered();
  }
  const wanted = [...new Set(parcels.flatMap((parcel) => parcel.samples))];
  if (wanted.length === 0) return;
  const found = await trx.selectFrom('samples').select(['id', 'commodity_no']).where('account_reference', '=', account).where('id', 'in', wanted).execute();
  const commodityOf = new Map(found.map((sample) => [sample.id, sample.commodity_no]));
  for (const parcel of parcels) {
    if (parcel.samples.some((id) => commodityOf.get(id) !== parcel.commodity.commodityNo)) throw parcelErrors.sampleNotOffered();
  }
}

const sameParcel = (kept: Parcel, input: ParcelInput) =>
  kept.parcelName === input.parcelName &&
  kept.commodity.commodityNo === input.commodity.commodityNo &&
  kept.tonnage === input.tonnage &&
  kept.targetGrade === input.targetGrade &&
  kept.notes === input.notes &&
  kept.shared === input.shared &&
  kept.samples.join() === [...new Set(input.samples)].join();

/**
 * Replaces the account's whole list (§7) inside the caller's transaction, which holds the list's row lock: a kept
 * parcel keeps its id, created and createdBy (and its lastUpdated when nothing of it changed), a new one gets an id.
 * Moves the version on, so every copy read before this write is now stale.
 */
export async function replaceParcels(trx: Db, account: string, current: Parcel[], input: ParcelInput[], by: string, now: Date): Promise<void> {
  await checkParcels(trx, account, input);
  const kept = new Map(current.map((parcel) => [parcel.parcelId, parcel]));
  const ids = input.map((parcel) => parcel.parcelId).filter((id): id is string => id !== undefined);
  if (ids.some((id) => !kept.has(id)) || new Set(ids).size !== ids.length) throw parcelErrors.unknownParcel();
  await trx.deleteFrom('parcels').where('account_reference', '=', account).execute();
  const rows = input.map((parcel, position) => {
    const before = parcel.parcelId ? kept.get(parcel.parcelId) : undefined;
    return {
      id: before?.parcelId ?? randomUUID(),
      account_reference: account,
      position,
      name: parcel.parcelName,
      // The commodity's name as §3 numbers it, whatever the caller wrote beside the number.
      commodity_no: parcel.commodity.commodityNo,
      commodity: COMMODITIES[parcel.commodity.commodityNo as keyof typeof COMMODITIES],
      tonnage: parcel.tonnage,
      target_grade: parcel.targetGrade,
      notes: parcel.notes,
      shared: parcel.shared,
      created: before?.created ?? now.toISOString(),
      created_by: before?.createdBy ?? by,
      last_updated: before && sameParcel(before, parcel) ? before.lastUpdated : now.toISOString(),
      samples: [...new Set(parcel.samples)],
    };
  });
  if (rows.length)
    await trx
      .insertInto('parcels')
      .values(rows.map(({ samples: _samples, ...row }) => row))
      .execute();
  const links = rows.flatMap((row) => row.samples.map((sample_id, position) => ({ parcel_id: row.id, sample_id, position })));
  if (links.length) await trx.insertInto('parcel_samples').values(links).execute();
  await trx
    .updateTable('parcel_lists')
    .set({ version: sql`version + 1` })
    .where('account_reference', '=', account)
    .execute();
}

/** Locks the account's list for this transaction and answers its version; undefined when it has none. */
export async function lockParcelList(trx: Db, account: string): Promise<string | undefined> {
  const row = await trx.selectFrom('parcel_lists').select('version').where('account_reference', '=', account).forUpdate().executeTakeFirst();
  return row ? String(row.version) : undefined;
}

/** Starts the account's list at version 0 unless someone already has; true when this call did. */
export async function createParcelList(trx: Db, account: string): Promise<boolean> {
  const created = await trx
    .insertInto('parcel_lists')
    .values({ account_reference: account, version: 0 })
    .onConflict((c) => c.column('account_reference').doNothing())
    .returning('version')
    .executeTakeFirst();
  return created !== undefined;
}
