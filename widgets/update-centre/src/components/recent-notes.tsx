import { RELEASE_NOTES_RECENT } from '@farm/core';
import { Loader } from '@farm/ui';
import { ErrorMessage } from './error-message';
import { ReleaseAccordion } from './release-accordion';
import { useReleaseNotes } from './use-release-notes';

/** The Recent tab: the latest 5 release notes, the newest open. */
export function RecentNotes() {
  const state = useReleaseNotes({ pageSize: RELEASE_NOTES_RECENT });
  if (state.status === 'loading') return <Loader label="Loading release notes…" />;
  if (state.status === 'failed') return <ErrorMessage message={state.message} />;
  return <ReleaseAccordion notes={state.list.notifications} initiallyOpen={state.list.notifications[0]?.id} />;
}
