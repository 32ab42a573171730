import { ApiError } from '@farm/core';
import { saveParcels, type Parcel, type ParcelList } from '@farm/area-my-account';
import { applyParcelChange, reapplyParcelChange, type AppliedChange, type ChangeConflict, type ParcelChange } from './parcel-change';

/** The saved list, the user's parcel in it, and (after a 412) what the user should be told. */
export interface SavedChange {
  list: ParcelList;
  parcel: Parcel;
  note: string | null;
}

/** How many times a save is tried against a list that keeps changing under it before it gives up. */
const ATTEMPTS = 3;

const isChangedElsewhere = (error: unknown) => error instanceof ApiError && error.status === 412;

/** The user's parcel in the list the server answered: the edited one by id; a new one is the one the sent list had no id for. */
function savedParcel(answer: Parcel[], sentIds: Set<string | undefined>, change: ParcelChange, parcelName: string): Parcel {
  if (change.kind === 'update') return answer.find((parcel) => parcel.parcelId === change.parcelId)!;
  const added = answer.filter((parcel) => !sentIds.has(parcel.parcelId));
  return added.find((parcel) => parcel.parcelName === parcelName.trim()) ?? added.at(-1) ?? answer.at(-1)!;
}

/**
 * Saves the user's change to the parcels read as `read`. A 412 means someone saved the list meanwhile: the list is
 * read again (`reload`), the change re-applied to it if it still fits, and saved with the new version; the answer
 * then carries a note saying so. Resolves with the conflict when it no longer fits; rejects with any other failure.
 */
export async function saveParcelChange(
  reference: string,
  change: ParcelChange,
  read: ParcelList,
  reload: () => Promise<ParcelList>,
): Promise<SavedChange | ChangeConflict> {
  let list = read;
  let reapplied = false;
  for (let attempt = 1; ; attempt++) {
    const applied: (AppliedChange & { note?: string }) | ChangeConflict = reapplied
      ? reapplyParcelChange(list.parcels, change)
      : applyParcelChange(list.parcels, change);
    if ('conflict' in applied) return applied;
    try {
      const saved = await saveParcels(reference, applied.parcels, list.etag);
      const sentIds = new Set(applied.parcels.map((parcel) => parcel.parcelId));
      return { list: saved, parcel: savedParcel(saved.parcels, sentIds, change, applied.parcelName), note: applied.note ?? null };
    } catch (error) {
      if (!isChangedElsewhere(error) || attempt === ATTEMPTS) throw error;
      list = await reload();
      reapplied = true;
    }
  }
}
