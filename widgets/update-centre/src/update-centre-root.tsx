import { markReleaseNotesSeen } from '@farm/core';
import { PageTitle, ReadingPage, Tabs, useSearchParam } from '@farm/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HistoryNotes } from './components/history-notes';
import { RecentNotes } from './components/recent-notes';

type Tab = 'recent' | 'history';
const tabs = [
  { key: 'recent', label: 'Recent' },
  { key: 'history', label: 'History' },
] as const;

/**
 * The update centre (spec 2 §2): release notes in Recent and History tabs; a visit marks them seen.
 * `?note=<id>` (the header's notifications link to it) opens that note in Recent instead of the newest.
 */
export function UpdateCentreRoot() {
  const requested = useSearchParam('note');
  // Spec 1 §4 / spec 2 §2: visiting stores the last-seen time. Failing to store it is not worth an error:
  // the mutation's failure is left unshown on purpose.
  const { mutate: markSeen } = useMutation({ mutationFn: () => markReleaseNotesSeen() });

  useEffect(() => {
    document.title = 'Release Notes | MyFarm';
  }, []);
  useEffect(() => markSeen(), [markSeen]);

  return (
    <ReadingPage $maxWidth="960px" aria-labelledby="update-centre-title">
      <PageTitle id="update-centre-title">Release Notes</PageTitle>
      {/* A new requested note starts over on Recent, even when History was showing. */}
      <ReleaseTabs key={requested} requested={requested} />
    </ReadingPage>
  );
}

function ReleaseTabs({ requested }: { requested: string | null }) {
  const [tab, setTab] = useState<Tab>('recent');
  return (
    <Tabs label="Release notes" tabs={tabs} selected={tab} onSelect={setTab}>
      {tab === 'recent' ? <RecentNotes requested={requested} /> : <HistoryNotes />}
    </Tabs>
  );
}
