import type { SampleRow } from '@farm/core';
import { Facts } from '@farm/ui';
import { day } from '@farm/ui/lists';

/** What a sample is: when it was taken, on which contract, of what and where (spec 3 §3 Sample). */
export function SampleFacts({ sample }: { sample: SampleRow }) {
  return (
    <Facts>
      <dt>Sample</dt>
      <dd>{sample.reference}</dd>
      <dt>Date taken</dt>
      <dd>{day(sample.dateTaken)}</dd>
      <dt>Contract</dt>
      <dd>{sample.contractReference ?? 'None'}</dd>
      <dt>Commodity</dt>
      <dd>{sample.commodity}</dd>
      <dt>Variety</dt>
      <dd>{sample.variety ?? 'Not recorded'}</dd>
      <dt>Locality</dt>
      <dd>{sample.locality ?? 'Not recorded'}</dd>
      <dt>Crop year</dt>
      <dd>{sample.cropYear}</dd>
    </Facts>
  );
}
