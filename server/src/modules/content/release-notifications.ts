import { RELEASE_NOTES_RECENT } from '@farm/area-content/domain';
import type { ReleaseNote, ReleaseNoteState } from '@farm/core/domain';
import type { Db } from '../../db';
import { findReleaseNotes, findReleaseNoteState } from './content-queries';

/** The header's notifications: the latest release notes and the user's last-seen time and popup count. */
export async function releaseNotificationsFor(
  db: Db,
  user: { id: string; created_at: Date },
): Promise<{ notifications: ReleaseNote[]; state: ReleaseNoteState }> {
  const [{ notes }, state] = await Promise.all([findReleaseNotes(db, { page: 1, pageSize: RELEASE_NOTES_RECENT, skip: 0 }), findReleaseNoteState(db, user)]);
  return { notifications: notes, state };
}
