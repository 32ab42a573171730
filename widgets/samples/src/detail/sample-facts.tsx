import type { SampleRow } from '@farm/area-my-account';
import { Facts } from '@farm/ui';
import { day } from '@farm/ui/lists';
import type { ReactNode } from 'react';

export interface SampleFactsProps {
  sample: SampleRow;
  /** Leaves out which sample and commodity it is, where the screen already says so (the wizard's step 2). */
  brief?: boolean;
  /** More facts (dt and dd pairs) after these. */
  children?: ReactNode;
}

/** What a sample is: when it was taken, on which contract, of what and where (spec 3 §3 Sample). */
export function SampleFacts({ sample, brief = false, children }: SampleFactsProps) {
  return (
    <Facts>
      {!brief && (
        <>
          <dt>Sample</dt>
          <dd>{sample.reference}</dd>
        </>
      )}
      <dt>Date taken</dt>
      <dd>{day(sample.dateTaken)}</dd>
      <dt>Contract</dt>
      <dd>{sample.contractReference ?? 'None'}</dd>
      {!brief && (
        <>
          <dt>Commodity</dt>
          <dd>{sample.commodity}</dd>
        </>
      )}
      <dt>Variety</dt>
      <dd>{sample.variety ?? 'Not recorded'}</dd>
      <dt>Locality</dt>
      <dd>{sample.locality ?? 'Not recorded'}</dd>
      <dt>Crop year</dt>
      <dd>{sample.cropYear}</dd>
      {children}
    </Facts>
  );
}
