import { Global } from '@emotion/react';
import styled from '@emotion/styled';
import { Button, Facts, Loader } from '@farm/ui';
import { useEffect, useRef } from 'react';
import { isolateForPrint, printIsolationStyles } from './print-isolation';
import { detailProblem, useSampleDetail } from './sample-detail-panel';
import { SampleFacts } from './sample-facts';
import { SampleResultsTable } from './sample-results-table';

const View = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 800px;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2,
  h3 {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  &:focus {
    outline: none;
  }
  @media print {
    max-width: none;
    padding: 0;
    border: none;
    .toolbar {
      display: none;
    }
    table {
      break-inside: avoid;
    }
  }
`;

/** '01799 520 114', or a dash when the business has none (a fax, these days). */
const orNone = (value: string | null) => value ?? '–';

export interface SamplePrintViewProps {
  reference: string;
  sampleId: string;
  onBack: () => void;
}

/**
 * A sample's print view (spec 3 §3): who it was taken for (name, street, county, postcode, telephone, fax,
 * address and product line), then the sample and its results. It opens the browser's print dialog once loaded;
 * only it is printed, whatever else the page shows.
 */
export function SamplePrintView({ reference, sampleId, onBack }: SamplePrintViewProps) {
  const detail = useSampleDetail(reference, sampleId);
  const view = useRef<HTMLElement>(null);
  const printed = useRef(false);
  useEffect(() => {
    if (!view.current) return undefined;
    // Where a keyboard and a screen reader are now, in place of the list it replaced.
    view.current.focus();
    return isolateForPrint(view.current);
  }, []);
  useEffect(() => {
    if (detail.isSuccess && !printed.current) {
      printed.current = true;
      window.print();
    }
  }, [detail.isSuccess]);

  let body;
  if (detail.isPending) body = <Loader label="Loading the sample…" />;
  else if (detail.isError) body = <p role="alert">{detailProblem(detail.error)}</p>;
  else {
    const sample = detail.data;
    body = (
      <>
        <h2>Grain sample {sample.reference}</h2>
        <Facts>
          <dt>Name</dt>
          <dd>{sample.name}</dd>
          <dt>Street</dt>
          <dd>{orNone(sample.street)}</dd>
          <dt>County</dt>
          <dd>{orNone(sample.county)}</dd>
          <dt>Postcode</dt>
          <dd>{orNone(sample.postcode)}</dd>
          <dt>Telephone</dt>
          <dd>{orNone(sample.telephone)}</dd>
          <dt>Fax</dt>
          <dd>{orNone(sample.fax)}</dd>
          <dt>Address</dt>
          <dd>{sample.address}</dd>
          <dt>Product line</dt>
          <dd>{sample.productLine}</dd>
        </Facts>
        <h3>Sample</h3>
        <SampleFacts sample={sample} />
        <SampleResultsTable caption={`Results of ${sample.reference}`} results={sample.results} />
      </>
    );
  }
  return (
    <View ref={view} aria-label="Print view" tabIndex={-1}>
      <Global styles={printIsolationStyles} />
      <div className="toolbar">
        <Button type="button" disabled={!detail.isSuccess} onClick={() => window.print()}>
          Print
        </Button>
        <Button type="button" variant="secondary" onClick={onBack}>
          Back to samples
        </Button>
      </div>
      {body}
    </View>
  );
}
