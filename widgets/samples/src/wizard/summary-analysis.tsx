import type { SampleRow } from '@farm/area-my-account';
import { CompareTable } from '../compare/compare-table';

/**
 * The summary's analysis table (§2 step 4): the parcel's samples compared as the compare view does, each sample's
 * results with the Best, Worst and Average per analysis field (§5).
 */
export function SummaryAnalysis({ samples }: { samples: readonly SampleRow[] }) {
  return <CompareTable samples={samples} label="Analysis across the samples" />;
}
