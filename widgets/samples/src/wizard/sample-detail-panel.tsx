import styled from '@emotion/styled';
import { RowDetail } from '@farm/ui/lists';
import { SampleFacts } from '../detail/sample-facts';
import { SampleResultsTable } from '../detail/sample-results-table';
import type { WizardSample } from './wizard-sample';

const Panel = styled(RowDetail)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  dl {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* Its own width, not the sample table's 100 % around it. */
  && table {
    width: auto;
    min-width: min(280px, 100%);
  }
`;

/** A sample's detail panel (§2 step 2): every result it has, where it was taken, and the parcels it is in already. */
export function SampleDetailPanel({ sample, parcelNames }: { sample: WizardSample; parcelNames: readonly string[] }) {
  return (
    <Panel>
      <SampleResultsTable caption={`Results of ${sample.reference}`} results={sample.results} />
      <SampleFacts sample={sample} brief>
        <dt>In parcels</dt>
        <dd>{parcelNames.length ? parcelNames.join(', ') : 'None yet'}</dd>
      </SampleFacts>
    </Panel>
  );
}
