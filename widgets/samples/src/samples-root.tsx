import { account$ } from '@farm/core';
import { Loader, mediaQueries, useBusValue, useLocationPath, useMediaQuery, useSearchParam } from '@farm/ui';
import { DocumentActionsProvider } from '@farm/ui/lists';
import { ViewSamplesPage } from './mobile/view-samples-page';
import { ParcelWizard } from './parcels/parcel-wizard';
import { GrainSamplingPage } from './samples/grain-sampling-page';
import { samplesScreenFor } from './lib/samples-screen';

/**
 * <farm-sample-compare>: the grain samples of the business selected on the bus (account$), their comparison, and
 * its parcels with their wizard. A business switch mounts the screen afresh (the key), which also resets the wizard
 * (§4).
 */
export function SamplesRoot() {
  const account = useBusValue(account$);
  const mobile = useMediaQuery(mediaQueries.mobile);
  const pathname = useLocationPath();
  const viewParcels = useSearchParam('viewParcels');
  const parcelId = useSearchParam('parcelId');
  if (!account) return <Loader label="Loading your business…" />;
  const screen = samplesScreenFor(pathname, viewParcels === null ? '' : '?viewParcels', mobile);
  return (
    <DocumentActionsProvider key={account.reference} reference={account.reference}>
      {screen === 'viewSamples' && <ViewSamplesPage reference={account.reference} />}
      {(screen === 'samples' || screen === 'parcels') && <GrainSamplingPage reference={account.reference} tab={screen} />}
      {screen === 'createParcel' && <ParcelWizard reference={account.reference} />}
      {screen === 'editParcel' && <ParcelWizard reference={account.reference} editParcelId={parcelId} />}
    </DocumentActionsProvider>
  );
}
