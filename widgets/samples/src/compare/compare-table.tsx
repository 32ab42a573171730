import styled from '@emotion/styled';
import type { SampleRow } from '@farm/area-my-account';
import { Button, FramedTableBox } from '@farm/ui';
import { day } from '@farm/ui/lists';
import { analysisStats, type AnalysisStat } from '../lib/analysis-stats';
import { BLANK, formatAverage, formatResult, resultFor } from '../lib/result-format';

const Box = styled(FramedTableBox)`
  th,
  td {
    white-space: nowrap;
  }
  thead th {
    vertical-align: bottom;
  }
  thead th .sample {
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 2px;
  }
  thead th .date {
    font-weight: 400;
  }
  thead th button {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  tbody th .rule {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
  /* Best and worst are marked by a word as well as a colour (never colour alone). */
  td[data-mark='best'] {
    background: #e1f1e7;
  }
  td[data-mark='worst'] {
    background: #fbe9e7;
  }
  .mark {
    margin-left: ${({ theme }) => theme.space(1)};
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
  }
  td[data-mark='best'] .mark {
    color: #1b6e3f;
    border: 1px solid #1b6e3f;
  }
  td[data-mark='worst'] .mark {
    color: #a4241b;
    border: 1px solid #a4241b;
  }
  td[data-stat] {
    font-weight: 600;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Which end of a field a sample's value is: best, worst, or neither (also when every value is the same). */
function markOf(stat: AnalysisStat, value: number | null | undefined): 'best' | 'worst' | undefined {
  if (value === null || value === undefined || !stat.best || !stat.worst || stat.best.value === stat.worst.value) return undefined;
  if (value === stat.best.value) return 'best';
  if (value === stat.worst.value) return 'worst';
  return undefined;
}

export interface CompareTableProps {
  samples: readonly SampleRow[];
  /** Takes a sample out of the comparison (and the selection); without it the table only shows (the parcel summary). */
  onRemove?: (sample: SampleRow) => void;
  label?: string;
}

/**
 * The comparison (spec 3 §2, §5), also the parcel summary's analysis table: a column per sample (reference and date taken), a row per analysis field, then
 * Best, Worst and Average of the field. Lower is best for the §5 fields (moisture, admix…), higher for the rest;
 * blanks show '–' and are skipped; the average has two decimals in the best value's unit. The best and worst
 * samples' cells say so in words as well as colour.
 */
export function CompareTable({ samples, onRemove, label = 'Sample comparison' }: CompareTableProps) {
  const stats = analysisStats(samples);
  return (
    <Box tabIndex={0} role="region" aria-label={label}>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Analysis</th>
            {samples.map((sample) => (
              <th key={sample.sampleId} scope="col" data-numeric data-sample={sample.reference}>
                <span className="sample">
                  <span>{sample.reference}</span>
                  <span className="date">{day(sample.dateTaken)}</span>
                  {onRemove && (
                    <Button type="button" variant="secondary" aria-label={`Remove ${sample.reference} from the comparison`} onClick={() => onRemove(sample)}>
                      Remove
                    </Button>
                  )}
                </span>
              </th>
            ))}
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
                {stat.name} ({stat.reference})<span className="rule">{stat.lowerIsBetter ? 'Lower is better' : 'Higher is better'}</span>
              </th>
              {samples.map((sample) => {
                const result = resultFor(sample.results, stat.reference);
                const mark = markOf(stat, result?.result);
                return (
                  <td key={sample.sampleId} data-numeric data-mark={mark}>
                    {result ? formatResult(result.result, result.unit) : BLANK}
                    {mark && <span className="mark">{mark === 'best' ? 'Best' : 'Worst'}</span>}
                  </td>
                );
              })}
              <td data-numeric data-stat="best">
                {stat.best ? formatResult(stat.best.value, stat.best.unit) : BLANK}
              </td>
              <td data-numeric data-stat="worst">
                {stat.worst ? formatResult(stat.worst.value, stat.worst.unit) : BLANK}
              </td>
              <td data-numeric data-stat="average">
                {stat.average ? formatAverage(stat.average.value, stat.average.unit) : BLANK}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
