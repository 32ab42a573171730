import { paths } from '@farm/core';
import { type Parcel } from '@farm/area-my-account';

/** What the Parcels tab's table (desktop) and cards (phone) show and do. */
export interface ParcelListProps {
  parcels: readonly Parcel[];
  selected: ReadonlySet<string>;
  onToggle: (parcelId: string) => void;
}

/** Edit mode of the wizard for a parcel: its id in the URL, so a reload keeps it. */
export const editPath = (parcelId: string) => `${paths.editParcel}?parcelId=${encodeURIComponent(parcelId)}`;
export const selectParcelLabel = (parcel: Parcel) => `Select ${parcel.parcelName}`;
