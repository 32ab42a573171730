import styled from '@emotion/styled';
import { MOVEMENT_ANALYSIS, movementDetailQuery, myAccountMessages } from '@farm/area-my-account';
import { Loader } from '@farm/ui';
import { problemText, RowDetail } from '@farm/ui/lists';
import { useQuery } from '@tanstack/react-query';

const Panel = styled(RowDetail)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  table {
    min-width: 280px;
  }
`;

const result = (value: number | null) => (value === null ? '—' : String(value));

/** A moved load's analysis (spec 3 §2, §3): MOI, KG, PRO, HAG and ADS in that order, or 'No Sample Information'. */
export function MovementDetailPanel({ reference, movementId, movementReference }: { reference: string; movementId: string; movementReference: string }) {
  const detail = useQuery(movementDetailQuery(reference, movementId));
  let body;
  if (detail.isPending) body = <Loader label="Loading the analysis…" />;
  else if (detail.isError) body = <p role="alert">{problemText(detail.error)}</p>;
  else {
    const results = MOVEMENT_ANALYSIS.flatMap((code) => detail.data.sampleResults.filter((sample) => sample.reference === code));
    body = results.length ? (
      <table>
        <caption>Analysis of {movementReference}</caption>
        <thead>
          <tr>
            <th scope="col">Analysis</th>
            <th scope="col">Result</th>
            <th scope="col">Unit</th>
          </tr>
        </thead>
        <tbody>
          {results.map((sample) => (
            <tr key={sample.reference} data-analysis={sample.reference}>
              <th scope="row">{sample.name}</th>
              <td data-numeric>{result(sample.result)}</td>
              <td>{sample.unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ) : (
      <p>{myAccountMessages.noSampleInformation}</p>
    );
  }
  return <Panel>{body}</Panel>;
}
