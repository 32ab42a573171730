import styled from '@emotion/styled';
import type { SampleResult } from '@farm/area-my-account';
import { TableBox } from '@farm/ui';
import { BLANK } from '../lib/result-format';

/** Narrower gaps, so the four columns fit a phone's dialog. */
const Box = styled(TableBox)`
  th,
  td {
    padding-inline: ${({ theme }) => theme.space(2)};
  }
`;

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** Every result of a sample (spec 3 §2 'a sample detail'): name, reference, result and unit, in the lab's order. */
export function SampleResultsTable({ caption, results }: { caption: string; results: readonly SampleResult[] }) {
  return (
    <Box>
      <table aria-label={caption}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Reference</th>
            <th scope="col" data-numeric>
              Result
            </th>
            <th scope="col">Unit</th>
          </tr>
        </thead>
        <tbody>
          {results.map((result) => (
            <tr key={result.reference} data-analysis={result.reference}>
              <th scope="row">{result.name}</th>
              <td>{result.reference}</td>
              <td data-numeric>{result.result === null ? BLANK : number.format(result.result)}</td>
              <td>{result.unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
