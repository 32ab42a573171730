import { myAccountMessages, SAMPLE_LIMITS } from '@farm/area-my-account';
import { Button, Dialog } from '@farm/ui';
import type { CompareSelectionState } from '../lib/use-compare-selection';
import { CompareTable } from './compare-table';

/**
 * Compare samples (spec 3 §2, §4): the chosen samples side by side with Best, Worst and Average per analysis. A
 * sample taken out here leaves the selection; with fewer than two left the table gives way to §8's hint.
 */
export function CompareDialog({ compare, onClose }: { compare: CompareSelectionState; onClose: () => void }) {
  const enough = compare.selection.length >= SAMPLE_LIMITS.compareMin;
  return (
    <Dialog
      open
      size="wide"
      title="Compare samples"
      onClose={onClose}
      actions={
        <>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              compare.clear();
              onClose();
            }}
          >
            Clear selection
          </Button>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      {enough ? (
        <CompareTable samples={compare.selection} onRemove={(sample) => compare.remove(sample.sampleId)} />
      ) : (
        <p role="status">{myAccountMessages.compareNeedsTwo}</p>
      )}
    </Dialog>
  );
}
