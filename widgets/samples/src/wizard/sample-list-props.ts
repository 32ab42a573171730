import type { ResultColumn, WizardSample } from './wizard-sample';

/** What the wizard's sample table (desktop) and cards (phone) show of a page of samples. */
export interface SampleListProps {
  samples: readonly WizardSample[];
  columns: readonly ResultColumn[];
  chosen: ReadonlySet<string>;
  /** Chosen samples the date range does not hold (shown first, so they can be unticked). */
  outside: ReadonlySet<string>;
  parcelNames: ReadonlyMap<string, readonly string[]>;
  onToggle: (sampleId: string) => void;
}

/** A sample's checkbox name: the spec's label, then which sample (§2 step 2). */
export const selectLabel = (reference: string) => `Select to compare ${reference}`;
export const detailsLabel = (reference: string) => `Details of ${reference}`;
