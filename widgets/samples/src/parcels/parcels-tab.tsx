/** The Parcels tab (spec 3 §2): the account's parcels with multi-select delete. To be built. */
export function ParcelsTab({ reference }: { reference: string }) {
  return <p>Parcels of {reference}</p>;
}
