import styled from '@emotion/styled';
import { markReleaseNotesSeen } from '@farm/core';
import { media, Tabs, useSearchParam } from '@farm/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HistoryNotes } from './components/history-notes';
import { RecentNotes } from './components/recent-notes';

const Page = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: ${({ theme }) => theme.colors.primary};
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

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
    <Page aria-labelledby="update-centre-title">
      <Heading id="update-centre-title">Release Notes</Heading>
      {/* A new requested note starts over on Recent, even when History was showing. */}
      <ReleaseTabs key={requested} requested={requested} />
    </Page>
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
