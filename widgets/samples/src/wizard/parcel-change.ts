import { defaultParcelName, myAccountMessages, type Parcel, type ParcelInput } from '@farm/area-my-account';
import { wizardMessages } from './wizard-messages';

/** A kept parcel as a save sends it back (§7: the whole list is sent; created and createdBy stay the server's). */
export const toParcelInput = (parcel: Parcel): ParcelInput => ({
  parcelId: parcel.parcelId,
  parcelName: parcel.parcelName,
  commodity: parcel.commodity,
  samples: parcel.samples,
  tonnage: parcel.tonnage,
  targetGrade: parcel.targetGrade,
  notes: parcel.notes,
  shared: parcel.shared,
});

/**
 * What the wizard saves: a new parcel (whose name may still be the default the wizard gave it), or a kept parcel's
 * new fields, with the time it was last updated when the wizard read it (to tell whether someone else changed it).
 */
export type ParcelChange =
  | { kind: 'create'; parcel: Omit<ParcelInput, 'parcelId'>; nameIsDefault: boolean }
  | { kind: 'update'; parcelId: string; parcel: Omit<ParcelInput, 'parcelId'>; readLastUpdated: string };

/** The list to save with the change in it, and what had to give way for it. */
export interface AppliedChange {
  parcels: ParcelInput[];
  /** The parcel's name as saved. */
  parcelName: string;
  /** A default name someone else's parcel took meanwhile, and the one used instead. */
  renamed?: { from: string; to: string };
  /** Another parcel has the name the user typed (names need not be unique; the user should know). */
  nameShared: boolean;
  /** The edited parcel was changed elsewhere too since it was read: the user's version replaces that change. */
  replacedTheirs: boolean;
}

/** The change no longer fits: the parcel being edited is gone from the list. */
export interface ChangeConflict {
  conflict: 'deleted';
  message: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Puts the user's change into `parcels` (the list as read): a new parcel goes last, its default name moving on to
 * the next free letter if that one is taken now; an edit replaces its parcel, keeping its place and id.
 */
export function applyParcelChange(parcels: readonly Parcel[], change: ParcelChange): AppliedChange | ChangeConflict {
  const kept = parcels.map(toParcelInput);
  if (change.kind === 'update') {
    const index = parcels.findIndex((parcel) => parcel.parcelId === change.parcelId);
    if (index < 0) return { conflict: 'deleted', message: wizardMessages.parcelDeletedElsewhere };
    kept[index] = { ...change.parcel, parcelId: change.parcelId };
    const others = parcels.filter((parcel) => parcel.parcelId !== change.parcelId);
    return {
      parcels: kept,
      parcelName: change.parcel.parcelName,
      nameShared: others.some((parcel) => sameName(parcel.parcelName, change.parcel.parcelName)),
      replacedTheirs: parcels[index]!.lastUpdated !== change.readLastUpdated,
    };
  }
  const names = parcels.map((parcel) => parcel.parcelName);
  const taken = names.some((name) => sameName(name, change.parcel.parcelName));
  const parcelName = taken && change.nameIsDefault ? defaultParcelName(change.parcel.commodity.description, names) : change.parcel.parcelName;
  return {
    parcels: [...kept, { ...change.parcel, parcelName }],
    parcelName,
    renamed: parcelName === change.parcel.parcelName ? undefined : { from: change.parcel.parcelName, to: parcelName },
    nameShared: taken && !change.nameIsDefault,
    replacedTheirs: false,
  };
}

/**
 * After a 412 (someone saved the parcels since the wizard read them): the user's change put into the list as it is
 * now, with a note saying that the list had changed and what became of the change; or the conflict when it no longer
 * fits (the parcel being edited was deleted elsewhere).
 */
export function reapplyParcelChange(freshParcels: readonly Parcel[], change: ParcelChange): (AppliedChange & { note: string }) | ChangeConflict {
  const applied = applyParcelChange(freshParcels, change);
  if ('conflict' in applied) return applied;
  const name = applied.parcelName;
  const lines: string[] = [
    myAccountMessages.parcelsChanged,
    change.kind === 'create' ? wizardMessages.newParcelReapplied(name) : wizardMessages.editReapplied(name),
  ];
  if (applied.renamed) lines.push(wizardMessages.defaultNameTaken(applied.renamed.from, applied.renamed.to));
  if (applied.replacedTheirs) lines.push(wizardMessages.theirEditReplaced(name));
  if (applied.nameShared) lines.push(wizardMessages.nameShared(name));
  return { ...applied, note: lines.join(' ') };
}
