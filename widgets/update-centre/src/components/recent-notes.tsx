import { RELEASE_NOTES_RECENT, releaseNotesQuery } from '@farm/area-content';
import { Loader } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { updateCentreError } from '../update-centre-errors';
import { ErrorMessage } from './error-message';
import { ReleaseAccordion } from './release-accordion';

/** The Recent tab: the latest 5 release notes, with the requested one open and in view, else the newest. */
export function RecentNotes({ requested }: { requested: string | null }) {
  const notes = useQuery(releaseNotesQuery({ pageSize: RELEASE_NOTES_RECENT }));
  if (notes.isPending) return <Loader label="Loading release notes…" />;
  if (notes.isError) return <ErrorMessage message={updateCentreError(notes.error)} />;
  const { notifications } = notes.data;
  const found = notifications.some((note) => note.id === requested);
  return <ReleaseAccordion notes={notifications} initiallyOpen={found ? requested! : notifications[0]?.id} reveal={found} />;
}
