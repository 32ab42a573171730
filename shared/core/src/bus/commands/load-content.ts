import { getDowntime, getReleaseNotes, getReleaseNoteState, updateReleaseNoteState } from '../../api';
import { RELEASE_NOTES_RECENT } from '../../domain';
import { downtime$, notifications$, releaseNoteState$ } from '../state';

/** Downtime is refetched while the portal is open, so a window that starts mid-session still shows. */
const DOWNTIME_REFRESH_MS = 5 * 60 * 1000;

/**
 * Loads the planned downtime (uncached, spec 1 §7) into `downtime$`. It never throws: a failure is a state
 * the shell shows as 'Failed to fetch downtime data', and the portal keeps working without downtime.
 */
async function loadDowntime(): Promise<void> {
  try {
    downtime$.next({ status: 'loaded', content: await getDowntime() });
  } catch {
    // Keep a window we already know about; only a first load that fails is a failure to show.
    if (downtime$.value.status !== 'loaded') downtime$.next({ status: 'failed' });
  }
}

let refreshTimer: ReturnType<typeof setInterval> | undefined;

/** Loads the downtime now and keeps refreshing it; resolves after the first load. */
export function watchDowntime(): Promise<void> {
  if (!refreshTimer) refreshTimer = setInterval(() => void loadDowntime(), DOWNTIME_REFRESH_MS);
  return loadDowntime();
}

/** The header's notifications (the latest release notes) and the user's release-note state. */
export async function loadReleaseNotifications(): Promise<void> {
  try {
    const [list, state] = await Promise.all([getReleaseNotes({ pageSize: RELEASE_NOTES_RECENT }), getReleaseNoteState()]);
    notifications$.next(list.notifications);
    releaseNoteState$.next(state);
  } catch {
    // Release notes are a nicety: without them the header shows none and no popup appears.
  }
}

/** Spec 1 §4: visiting the update centre stores the last-seen time (on the server, across devices). */
export async function markReleaseNotesSeen(now = new Date()): Promise<void> {
  releaseNoteState$.next(await updateReleaseNoteState({ lastSeenAt: now.toISOString() }));
}

/** Counts one more showing of the release popup for this release (a newer release starts again at 1). */
export async function recordReleasePopupShown(releaseId: string): Promise<void> {
  const state = releaseNoteState$.value;
  const shown = state?.popupReleaseId === releaseId ? state.popupShownCount : 0;
  releaseNoteState$.next(await updateReleaseNoteState({ popupReleaseId: releaseId, popupShownCount: shown + 1 }));
}
