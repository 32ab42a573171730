import { RELEASE_NOTES_RECENT, releaseNotesQuery } from '@farm/core';
import { Loader } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { updateCentreError } from '../update-centre-errors';
import { ErrorMessage } from './error-message';
import { ReleaseAccordion } from './release-accordion';

/** The Recent tab: the latest 5 release notes, the newest open. */
export function RecentNotes() {
  const notes = useQuery(releaseNotesQuery({ pageSize: RELEASE_NOTES_RECENT }));
  if (notes.isPending) return <Loader label="Loading release notes…" />;
  if (notes.isError) return <ErrorMessage message={updateCentreError(notes.error)} />;
  const { notifications } = notes.data;
  return <ReleaseAccordion notes={notifications} initiallyOpen={notifications[0]?.id} />;
}
