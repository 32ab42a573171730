import { paths } from '@farm/core';
import { Page, PageHeader, RouteLink, useLocationPath } from '@farm/ui';
import { SamplesBrowser } from '../samples/samples-browser';

/**
 * The older View samples page (spec 3 §2 grainsamples), which a phone gets in place of the grain sampling page:
 * the same filters behind 'Filters', cards with Load More by 10, compare and the sample detail. A phone on the
 * grain sampling page has no tabs, so a link takes it to the parcels.
 */
export function ViewSamplesPage({ reference }: { reference: string }) {
  const onGrainSampling = useLocationPath().replace(/\/+$/, '') === paths.grainSampling;
  return (
    <Page aria-labelledby="view-samples-title">
      <PageHeader>
        <h1 id="view-samples-title">View samples</h1>
        {onGrainSampling && <RouteLink path={`${paths.grainSampling}?viewParcels`}>Parcels</RouteLink>}
      </PageHeader>
      <SamplesBrowser reference={reference} layout="cards" filtersToggleLabel="Filters" />
    </Page>
  );
}
