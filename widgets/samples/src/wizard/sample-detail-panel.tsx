import styled from '@emotion/styled';
import { Facts } from '@farm/ui';
import { day } from '@farm/ui/lists';
import { SampleResultsTable } from '../detail/sample-results-table';
import type { WizardSample } from './wizard-sample';

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
  dl {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  /* Its own width, not the sample table's 100 % around it. */
  && table {
    width: auto;
    min-width: min(280px, 100%);
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(1)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  [data-numeric] {
    text-align: right;
  }
`;

/** A sample's detail panel (§2 step 2): every result it has, where it was taken, and the parcels it is in already. */
export function SampleDetailPanel({ sample, parcelNames }: { sample: WizardSample; parcelNames: readonly string[] }) {
  return (
    <Panel>
      <SampleResultsTable caption={`Results of ${sample.reference}`} results={sample.results} />
      <Facts>
        <dt>Date taken</dt>
        <dd>{day(sample.dateTaken)}</dd>
        <dt>Contract</dt>
        <dd>{sample.contractReference ?? 'None'}</dd>
        <dt>Variety</dt>
        <dd>{sample.variety ?? 'Not recorded'}</dd>
        <dt>Locality</dt>
        <dd>{sample.locality ?? 'Not recorded'}</dd>
        <dt>Crop year</dt>
        <dd>{sample.cropYear}</dd>
        <dt>In parcels</dt>
        <dd>{parcelNames.length ? parcelNames.join(', ') : 'None yet'}</dd>
      </Facts>
    </Panel>
  );
}
