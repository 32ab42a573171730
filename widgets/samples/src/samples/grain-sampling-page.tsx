import { navigate, paths } from '@farm/core';
import { Page, PageHeader, Tabs } from '@farm/ui';
import { ParcelsTab } from '../parcels/parcels-tab';
import { SamplesTab } from './samples-tab';

type TabKey = 'samples' | 'parcels';
const TABS: { key: TabKey; label: string }[] = [
  { key: 'samples', label: 'Grain Samples' },
  { key: 'parcels', label: 'Parcels' },
];

/** Spec 3 §2 'Grain sampling page': the Grain Samples and Parcels tabs; the Parcels tab is in the URL (?viewParcels). */
export function GrainSamplingPage({ reference, tab }: { reference: string; tab: TabKey }) {
  const select = (key: TabKey) => navigate(key === 'parcels' ? `${paths.grainSampling}?viewParcels` : paths.grainSampling);
  return (
    <Page aria-labelledby="grain-sampling-title">
      <PageHeader>
        <h1 id="grain-sampling-title">Grain Sampling</h1>
      </PageHeader>
      <Tabs label="Grain sampling" tabs={TABS} selected={tab} onSelect={select}>
        {tab === 'samples' ? <SamplesTab reference={reference} /> : <ParcelsTab reference={reference} />}
      </Tabs>
    </Page>
  );
}
