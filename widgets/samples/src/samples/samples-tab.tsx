/** The Grain Samples tab (spec 3 §2): filters, result columns per commodity, paging, detail, print and compare. To be built. */
export function SamplesTab({ reference }: { reference: string }) {
  return <p>Grain samples of {reference}</p>;
}
