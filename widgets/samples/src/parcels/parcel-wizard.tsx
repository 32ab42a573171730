import { navigate, paths } from '@farm/core';
import { parcelsQuery, sampleFiltersQuery, type Parcel } from '@farm/area-my-account';
import { Button, EmptyState, Loader, Page, PageHeader } from '@farm/ui';
import { problemText } from '@farm/ui/lists';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { WizardFlow } from '../wizard/wizard-flow';
import { wizardMessages } from '../wizard/wizard-messages';

/**
 * The parcel wizard (spec 3 §2, §4): four steps creating a parcel, or edit mode for the parcel named by ?parcelId
 * (in the URL rather than navigation state, so a reload keeps it). The parcels are read afresh as it opens, so it
 * starts from the list as it is now; the samples' commodities come from the sample filters.
 */
export function ParcelWizard({ reference, editParcelId }: { reference: string; editParcelId?: string | null }) {
  const parcels = useQuery({ ...parcelsQuery(reference), refetchOnMount: 'always' });
  const filters = useQuery(sampleFiltersQuery(reference));
  // 'Create another parcel' starts the wizard again: a new round mounts a fresh flow.
  const [round, setRound] = useState(0);
  // The parcel to edit as the wizard opened: a later read (after a 412) must not take the wizard from under the user.
  const [editing, setEditing] = useState<Parcel | null | undefined>(undefined);
  const fresh = parcels.isFetchedAfterMount && parcels.data;
  if (editing === undefined && fresh) setEditing(fresh.parcels.find((parcel) => parcel.parcelId === editParcelId) ?? null);
  const title = editParcelId ? 'Edit Parcel' : 'Create Parcel';

  let body;
  if (parcels.isError || filters.isError) {
    body = (
      <EmptyState title={problemText(parcels.error ?? filters.error)}>
        <Button type="button" variant="secondary" onClick={() => void Promise.all([parcels.refetch(), filters.refetch()])}>
          Try again
        </Button>
      </EmptyState>
    );
  } else if (editing === undefined || !filters.data) {
    body = <Loader label="Loading your parcels…" />;
  } else if (editParcelId && !editing) {
    body = (
      <EmptyState title={wizardMessages.parcelNotFound}>
        <Button type="button" variant="secondary" onClick={() => navigate(`${paths.grainSampling}?viewParcels`)}>
          Return to parcels
        </Button>
      </EmptyState>
    );
  } else {
    body = <WizardFlow key={round} reference={reference} commodities={filters.data.commodities} editing={editing} onRestart={() => setRound(round + 1)} />;
  }
  return (
    <Page aria-labelledby="parcel-wizard-title">
      <PageHeader>
        <h1 id="parcel-wizard-title">{title}</h1>
      </PageHeader>
      {body}
    </Page>
  );
}
