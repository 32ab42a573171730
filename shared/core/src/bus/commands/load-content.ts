import { getDowntime } from '../../api/content/get-downtime';
import { updateReleaseNoteState } from '../../api/content/release-note-state';
import type { DowntimeContent } from '../../domain';
import { downtime$, releaseNoteState$ } from '../state';

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

/** Shows the downtime the session started with (null: it failed to load), and keeps refreshing it. */
export function watchDowntime(initial: DowntimeContent | null): void {
  downtime$.next(initial ? { status: 'loaded', content: initial } : { status: 'failed' });
  refreshTimer ??= setInterval(() => void loadDowntime(), DOWNTIME_REFRESH_MS);
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
