import styled from '@emotion/styled';
import type { SampleRow } from '@farm/core';
import { TableBox } from '@farm/ui';
import { day } from '@farm/ui/lists';
import { analysisStats, type AnalysisStat } from '../lib/analysis-stats';
import { resultText } from './sample-detail-panel';
import { resultColumns, toWizardSample } from './wizard-sample';

const Tables = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  .direction {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  td,
  th {
    white-space: nowrap;
  }
  /* A phone fits Best, Worst and Average beside the name when a value may take two lines. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}px) {
    table[data-stats] td,
    table[data-stats] th {
      white-space: normal;
      padding-left: ${({ theme }) => theme.space(1)};
      padding-right: ${({ theme }) => theme.space(1)};
    }
  }
`;

const valueText = (value: AnalysisStat['best']) => (value ? `${value.value} ${value.unit}`.trim() : '–');

/**
 * The summary's analysis tables (§2 step 4): per analysis field the Best, Worst and Average across the parcel's
 * samples (§5: lower is best for moisture, admix and the rest of the list; blanks skipped), then each sample's results.
 */
export function SummaryAnalysis({ samples }: { samples: readonly SampleRow[] }) {
  const stats = analysisStats(samples);
  const columns = resultColumns(samples);
  const rows = samples.map((sample) => toWizardSample(sample, new Map()));
  return (
    <Tables>
      <TableBox>
        <table data-stats>
          <caption>Analysis across the samples</caption>
          <thead>
            <tr>
              <th scope="col">Analysis</th>
              <th scope="col" data-numeric>
                Best
              </th>
              <th scope="col" data-numeric>
                Worst
              </th>
              <th scope="col" data-numeric>
                Average
              </th>
            </tr>
          </thead>
          <tbody>
            {stats.map((stat) => (
              <tr key={stat.reference} data-analysis={stat.reference}>
                <th scope="row">
                  {stat.name}
                  <span className="direction">{stat.lowerIsBetter ? 'Lower is better' : 'Higher is better'}</span>
                </th>
                <td data-numeric>{valueText(stat.best)}</td>
                <td data-numeric>{valueText(stat.worst)}</td>
                <td data-numeric>{valueText(stat.average)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <TableBox>
        <table>
          <caption>Results of the samples</caption>
          <thead>
            <tr>
              <th scope="col">Sample</th>
              <th scope="col">Date taken</th>
              {columns.map((column) => (
                <th key={column.key} scope="col" data-numeric>
                  {column.name}
                  {column.unit && column.unit.toLowerCase() !== column.name.toLowerCase() && <span className="direction">{column.unit}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.sampleId}>
                <th scope="row">{row.reference}</th>
                <td>{day(row.dateTaken)}</td>
                {columns.map((column) => (
                  <td key={column.key} data-numeric>
                    {resultText(row.values[column.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </Tables>
  );
}
