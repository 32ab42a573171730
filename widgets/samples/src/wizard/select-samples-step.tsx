import styled from '@emotion/styled';
import { ApiError } from '@farm/core';
import { MY_ACCOUNT_LISTS, myAccountMessages, SAMPLE_LIMITS, type Parcel } from '@farm/area-my-account';
import { Button, EmptyState, Loader, mediaQueries, Pager, useMediaQuery } from '@farm/ui';
import { dateRangeInputProblem, DateRangeFields, problemText, type DateRange } from '@farm/ui/lists';
import { useState } from 'react';
import { HelpTip } from './help-tip';
import type { Commodity } from './select-commodity-step';
import { useChosenSamples, useCommoditySamples } from './use-wizard-samples';
import { WizardSampleCards } from './wizard-sample-cards';
import { WizardSamplesTable } from './wizard-samples-table';
import { parcelsBySample, resultColumns, toWizardSample } from './wizard-sample';
import { StepActions, StepBox, StepHeading } from './wizard-layout';

/** A chosen sample that could not be read: §8's 'No data found' when it is not on the account (any more). */
const sampleProblem = (error: unknown) => (error instanceof ApiError && error.status === 404 ? myAccountMessages.sampleNotFound : problemText(error));

const Heading = styled.div`
  /* The help bubble's box on a phone. */
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

export interface SelectSamplesStepProps {
  reference: string;
  commodity: Commodity;
  /** The account's parcels, for how many each sample is in already. */
  parcels: readonly Parcel[];
  chosen: readonly string[];
  range: DateRange;
  onRange: (range: DateRange) => void;
  onToggle: (sampleId: string) => void;
  onBack: () => void;
  onConfirm: () => void;
  focusHeading: boolean;
}

/**
 * Step 2 (§2, §4, §9): the commodity's samples of the 'Sample date range' (the last 6 months to today at first), 10
 * a page, each with its 'Select to compare' box, its results and a detail panel; 'Confirm samples' needs one.
 */
export function SelectSamplesStep({
  reference,
  commodity,
  parcels,
  chosen,
  range,
  onRange,
  onToggle,
  onBack,
  onConfirm,
  focusHeading,
}: SelectSamplesStepProps) {
  const mobile = useMediaQuery(mediaQueries.mobile);
  const [draft, setDraft] = useState(range);
  const [page, setPage] = useState(1);
  const listed = useCommoditySamples(reference, commodity.commodityNo, range);
  const chosenSamples = useChosenSamples(reference, chosen, listed.data?.items);
  const changeRange = (next: DateRange) => {
    setDraft(next);
    // A range is applied as it changes, once its boxes hold days and it is one the list takes: typed garbage,
    // half typed or a range too wide never reaches a request; the boxes say why.
    if (dateRangeInputProblem(next, MY_ACCOUNT_LISTS.samples.maxSpanDays)) return;
    if (next.from === range.from && next.to === range.to) return;
    setPage(1);
    onRange({ from: next.from, to: next.to });
  };
  const inParcels = parcelsBySample(parcels);
  const rows = [...chosenSamples.outside, ...(listed.data?.items ?? [])].map((row) => toWizardSample(row, inParcels));
  const pageSize = SAMPLE_LIMITS.wizardPageSize;
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const List = mobile ? WizardSampleCards : WizardSamplesTable;

  let body;
  if (listed.isPending) body = <Loader label="Loading the samples…" />;
  else if (listed.isError) body = <p role="alert">{problemText(listed.error)}</p>;
  else if (rows.length === 0) body = <EmptyState title={myAccountMessages.noSampleResults} />;
  else {
    body = (
      <>
        <List
          samples={shown}
          columns={resultColumns(rows)}
          chosen={new Set(chosen)}
          outside={new Set(chosenSamples.outside.map((row) => row.sampleId))}
          parcelNames={inParcels}
          onToggle={onToggle}
        />
        <Pager label="Samples pages" page={page} total={rows.length} pageSize={pageSize} onPage={setPage} />
      </>
    );
  }

  return (
    <StepBox aria-labelledby="wizard-step-samples">
      <Heading>
        <StepHeading id="wizard-step-samples" focus={focusHeading}>
          Select {commodity.description} samples
        </StepHeading>
        <HelpTip label="Help with selecting samples">
          Tick &lsquo;Select to compare&rsquo; on each sample that belongs in this parcel. &lsquo;In parcels&rsquo; counts the parcels a sample is in already: a
          sample may be in more than one. Open a sample&rsquo;s details for all its results, and change the date range to see older samples.
        </HelpTip>
      </Heading>
      <DateRangeFields label="Sample date range" value={draft} onChange={changeRange} maxSpanDays={MY_ACCOUNT_LISTS.samples.maxSpanDays} />
      <Count role="status">{chosen.length === 1 ? '1 sample selected' : `${chosen.length} samples selected`}</Count>
      {chosenSamples.error !== null && <p role="alert">{sampleProblem(chosenSamples.error)}</p>}
      {body}
      <StepActions>
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        <div className="forward">
          <Button type="button" disabled={chosen.length === 0} onClick={onConfirm}>
            Confirm samples
          </Button>
        </div>
      </StepActions>
    </StepBox>
  );
}
