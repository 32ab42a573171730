import styled from '@emotion/styled';
import { ExpandToggle, VisuallyHidden } from '@farm/ui';
import { day } from '@farm/ui/lists';
import { SelectableTable } from '../lib/selectable-table';
import { Fragment, useId, useState } from 'react';
import { formatResult } from '../lib/result-format';
import { SampleDetailPanel } from './sample-detail-panel';
import { detailsLabel, selectLabel, type SampleListProps } from './sample-list-props';

const Table = styled(SelectableTable)`
  td,
  tbody th {
    white-space: nowrap;
  }
  thead th {
    vertical-align: bottom;
  }
  td.detail {
    padding: 0;
  }
  .unit {
    display: block;
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  .outside {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Step 2 on a desktop: a row per sample with its 'Select to compare' box, its results and a detail panel (which also
 * holds its variety and locality, so the row fits a laptop's width).
 */
export function WizardSamplesTable({ samples, columns, chosen, outside, parcelNames, onToggle }: SampleListProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const id = useId();
  const toggleOpen = (sampleId: string) =>
    setOpen((now) => (now.has(sampleId) ? new Set([...now].filter((x) => x !== sampleId)) : new Set([...now, sampleId])));
  const width = 6 + columns.length;
  return (
    <Table>
      <table aria-label="Samples">
        <thead>
          <tr>
            <th scope="col">Select to compare</th>
            <th scope="col">Date taken</th>
            <th scope="col">Sample</th>
            <th scope="col">Contract</th>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-numeric>
                {column.name}
                {column.unit && column.unit.toLowerCase() !== column.name.toLowerCase() && <span className="unit">{column.unit}</span>}
              </th>
            ))}
            <th scope="col" data-numeric>
              In parcels
            </th>
            <th scope="col">
              <VisuallyHidden>Details</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {samples.map((sample) => {
            const expanded = open.has(sample.sampleId);
            const panelId = `${id}-${sample.sampleId}`;
            return (
              <Fragment key={sample.sampleId}>
                <tr data-selected={chosen.has(sample.sampleId) || undefined}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={selectLabel(sample.reference)}
                      checked={chosen.has(sample.sampleId)}
                      onChange={() => onToggle(sample.sampleId)}
                    />
                  </td>
                  <td>
                    {day(sample.dateTaken)}
                    {outside.has(sample.sampleId) && <span className="outside">Outside the date range</span>}
                  </td>
                  <th scope="row">{sample.reference}</th>
                  <td>{sample.contractReference ?? ''}</td>
                  {columns.map((column) => (
                    <td key={column.key} data-numeric>
                      {formatResult(sample.values[column.key], '')}
                    </td>
                  ))}
                  <td data-numeric>{sample.parcelCount}</td>
                  <td>
                    <ExpandToggle label={detailsLabel(sample.reference)} open={expanded} controls={panelId} onToggle={() => toggleOpen(sample.sampleId)} />
                  </td>
                </tr>
                {expanded && (
                  <tr id={panelId}>
                    <td className="detail" colSpan={width}>
                      <SampleDetailPanel sample={sample} parcelNames={parcelNames.get(sample.sampleId) ?? []} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </Table>
  );
}
