import type { SampleRow } from '@farm/area-my-account';
import { Button, Dialog } from '@farm/ui';
import { SampleDetailPanel, useSampleDetail } from './sample-detail-panel';

export interface SampleDetailDialogProps {
  reference: string;
  sample: SampleRow;
  onClose: () => void;
  /** Print: the print view of this sample (spec 3 §3's print fields). */
  onPrint: () => void;
}

/** A sample's details (spec 3 §2): its facts and every result from the server, or 'No data found'; Print opens the print view. */
export function SampleDetailDialog({ reference, sample, onClose, onPrint }: SampleDetailDialogProps) {
  // The same query as the panel's (one request): Print waits for the sample to be there.
  const detail = useSampleDetail(reference, sample.sampleId);
  return (
    <Dialog
      open
      title={`Sample ${sample.reference}`}
      onClose={onClose}
      actions={
        <>
          <Button type="button" variant="secondary" disabled={!detail.isSuccess} onClick={onPrint}>
            Print
          </Button>
          <Button type="button" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <SampleDetailPanel reference={reference} sampleId={sample.sampleId} />
    </Dialog>
  );
}
