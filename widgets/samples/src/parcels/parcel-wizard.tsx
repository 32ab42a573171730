/** The parcel wizard (spec 3 §2, §4): four steps, or edit mode for the parcel named by ?parcelId. To be built. */
export function ParcelWizard({ reference, editParcelId }: { reference: string; editParcelId?: string | null }) {
  return <p>{editParcelId ? `Edit parcel ${editParcelId}` : 'Create a parcel'} for {reference}</p>;
}
