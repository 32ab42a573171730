import styled from '@emotion/styled';
import { ExpandToggle, SelectableCard } from '@farm/ui';
import { CardList, day } from '@farm/ui/lists';
import { Fragment, useId, useState } from 'react';
import { formatResult } from '../lib/result-format';
import { SampleDetailPanel } from './sample-detail-panel';
import { detailsLabel, selectLabel, type SampleListProps } from './sample-list-props';

const Card = styled(SelectableCard)`
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  .head h3 {
    margin: 0;
  }
  .panel {
    margin: ${({ theme }) => theme.space(2)} -${({ theme }) => theme.space(3)} -${({ theme }) => theme.space(3)};
  }
`;

/** Step 2 on a phone: a card per sample with its 'Select to compare' box, its key results and a detail panel. */
export function WizardSampleCards({ samples, columns, chosen, outside, parcelNames, onToggle }: SampleListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const id = useId();
  const toggleOpen = (sampleId: string) =>
    setOpen((now) => (now.has(sampleId) ? new Set([...now].filter((x) => x !== sampleId)) : new Set([...now, sampleId])));
  return (
    <CardList aria-label="Samples">
      {samples.map((sample) => {
        const expanded = open.has(sample.sampleId);
        const panelId = `${id}-${sample.sampleId}`;
        return (
          <Card key={sample.sampleId} data-selected={chosen.has(sample.sampleId) || undefined}>
            <div className="head">
              <h3>{sample.reference}</h3>
              <ExpandToggle label={detailsLabel(sample.reference)} open={expanded} controls={panelId} onToggle={() => toggleOpen(sample.sampleId)} />
            </div>
            <dl>
              <dt>Date taken</dt>
              <dd>
                {day(sample.dateTaken)}
                {outside.has(sample.sampleId) && ' (outside the date range)'}
              </dd>
              <dt>Contract</dt>
              <dd>{sample.contractReference ?? ''}</dd>
              <dt>Variety</dt>
              <dd>{sample.variety ?? ''}</dd>
              {columns.map((column) => (
                <Fragment key={column.key}>
                  <dt>{column.name}</dt>
                  <dd>
                    {formatResult(sample.values[column.key], '')}{' '}
                    {sample.values[column.key] === null || sample.values[column.key] === undefined ? '' : column.unit}
                  </dd>
                </Fragment>
              ))}
              <dt>In parcels</dt>
              <dd>{sample.parcelCount}</dd>
            </dl>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(sample.sampleId)}
                onChange={() => onToggle(sample.sampleId)}
                aria-label={selectLabel(sample.reference)}
              />
              Select to compare
            </label>
            {expanded && (
              <div className="panel" id={panelId}>
                <SampleDetailPanel sample={sample} parcelNames={parcelNames.get(sample.sampleId) ?? []} />
              </div>
            )}
          </Card>
        );
      })}
    </CardList>
  );
}
