import type { SampleRow } from '@farm/area-my-account';
import { useState } from 'react';
import { keepCommodity, toggleSample, type CompareSelection } from './compare-selection';

/** What changed the selection without the user unticking: said once in the compare bar's live region. */
const droppedNotice = (count: number) =>
  `${count === 1 ? '1 sample' : `${count} samples`} of another commodity left your selection: only samples of one commodity are compared.`;

/**
 * The samples chosen to compare. They stay chosen across pages and any filter that keeps their commodity; a
 * commodity filter takes out the samples of other commodities, and says so. An account switch mounts the screen
 * afresh, so it starts empty.
 */
export function useCompareSelection() {
  const [selection, setSelection] = useState<CompareSelection>([]);
  const [notice, setNotice] = useState<string>();
  return {
    selection,
    notice,
    toggle: (sample: SampleRow) => {
      setNotice(undefined);
      setSelection((current) => toggleSample(current, sample));
    },
    remove: (sampleId: string) => setSelection((current) => current.filter((sample) => sample.sampleId !== sampleId)),
    clear: () => {
      setNotice(undefined);
      setSelection([]);
    },
    /** The list is now narrowed to `commodityNo` (or to none). */
    narrowTo: (commodityNo: number | undefined) => {
      const kept = keepCommodity(selection, commodityNo);
      setNotice(kept.length < selection.length ? droppedNotice(selection.length - kept.length) : undefined);
      setSelection(kept);
    },
  };
}
export type CompareSelectionState = ReturnType<typeof useCompareSelection>;
