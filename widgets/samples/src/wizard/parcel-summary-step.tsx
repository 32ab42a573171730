import styled from '@emotion/styled';
import type { Parcel, SampleRow } from '@farm/area-my-account';
import { Button, Facts, Loader } from '@farm/ui';
import { ClaimPreview } from '@farm/ui/lists';
import { SummaryAnalysis } from './summary-analysis';
import { NoteBox, StepActions, StepBox, StepHeading } from './wizard-layout';

const Details = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  dl {
    margin: 0;
  }
  dd {
    white-space: pre-line;
  }
`;

export interface ParcelSummaryStepProps {
  parcel: Parcel;
  /** The parcel's samples with their results. */
  samples: readonly SampleRow[];
  samplesPending: boolean;
  /** After a 412: the list had changed elsewhere, and what became of the user's change. */
  note: string | null;
  editing: boolean;
  onReturn: () => void;
  onCreateAnother: () => void;
  focusHeading: boolean;
}

/** Step 4 (§2, §4): the saved parcel's details and its samples' analysis; no 'Create another parcel' in edit mode. */
export function ParcelSummaryStep({ parcel, samples, samplesPending, note, editing, onReturn, onCreateAnother, focusHeading }: ParcelSummaryStepProps) {
  return (
    <StepBox aria-labelledby="wizard-step-summary">
      <StepHeading id="wizard-step-summary" focus={focusHeading}>
        Parcel summary
      </StepHeading>
      {note && (
        <NoteBox role="status">
          <p>{note}</p>
        </NoteBox>
      )}
      <Details aria-labelledby="parcel-details-title">
        <h3 id="parcel-details-title">Parcel details</h3>
        <Facts>
          <dt>Parcel name</dt>
          <dd>{parcel.parcelName}</dd>
          <dt>Commodity</dt>
          <dd>{parcel.commodity.description}</dd>
          <dt>Tonnage</dt>
          <dd>{parcel.tonnage || 'Not given'}</dd>
          <dt>Target grade</dt>
          <dd>{parcel.targetGrade}</dd>
          <dt>Notes</dt>
          <dd>{parcel.notes || 'None'}</dd>
          <dt>Samples</dt>
          <dd>{parcel.samples.length}</dd>
        </Facts>
      </Details>
      {samplesPending ? <Loader label="Loading the samples' results…" /> : <SummaryAnalysis samples={samples} />}
      <ClaimPreview grade={parcel.targetGrade} samples={samples} />
      <StepActions>
        <Button type="button" variant="secondary" onClick={onReturn}>
          Return to parcels
        </Button>
        {!editing && (
          <div className="forward">
            <Button type="button" onClick={onCreateAnother}>
              Create another parcel
            </Button>
          </div>
        )}
      </StepActions>
    </StepBox>
  );
}
