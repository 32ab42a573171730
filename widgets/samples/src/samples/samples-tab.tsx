import { SamplesBrowser } from './samples-browser';

/** The Grain Samples tab (spec 3 §2): filters, result columns per commodity, paging, detail, print and compare. */
export function SamplesTab({ reference }: { reference: string }) {
  return <SamplesBrowser reference={reference} layout="table" />;
}
