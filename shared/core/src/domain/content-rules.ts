// The rules of spec 1 §4 and §9 for downtime, the maintenance toast and the release popup, as pure
// functions of the data and the clock, so the shell, the guards and the tests agree on them.
// The shapes are structural, not the types of ./content's schemas, so this file stays free of zod and the
// portal's core can export it.

interface DowntimeContent {
  downtime: { appName: string; showDownTime: boolean; plannedDownStartTime: string; plannedDownEndTime: string } | null;
  maintenance: { id: number; tileName: string; startDowntimeDate: string; endDowntimeDate: string; text: string }[];
}
interface ReleaseNote {
  id: string;
  releaseDate: string;
}
interface ReleaseNoteState {
  lastSeenAt: string | null;
  popupReleaseId: string | null;
  popupShownCount: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec 1 §9: the maintenance toast shows from 7 days before the downtime starts. */
const MAINTENANCE_TOAST_DAYS = 7;
/** Spec 1 §9: a release is unread for 14 days; the popup shows at most twice. */
const RELEASE_UNREAD_DAYS = 14;
const RELEASE_POPUP_MAX_SHOWS = 2;

export interface TimeWindow {
  start: string;
  end: string;
}

/** Spec 1 §4: downtime is active when now falls in the window (start inclusive, end exclusive). */
export function isWindowActive(window: TimeWindow, now: Date): boolean {
  const t = now.getTime();
  return Date.parse(window.start) <= t && t < Date.parse(window.end);
}

/** Spec 1 §4, §9: the maintenance toast shows during the 7 days before the start, until the start. */
export function isInToastWindow(window: TimeWindow, now: Date): boolean {
  const start = Date.parse(window.start);
  const t = now.getTime();
  return start - MAINTENANCE_TOAST_DAYS * DAY_MS <= t && t < start;
}

/** The app-wide downtime when it is switched on and now is inside its window (the maintenance screen). */
export function activeAppDowntime<C extends DowntimeContent>(content: C | null | undefined, now: Date): C['downtime'] | undefined {
  const downtime = content?.downtime;
  if (!downtime?.showDownTime) return undefined;
  return isWindowActive({ start: downtime.plannedDownStartTime, end: downtime.plannedDownEndTime }, now) ? downtime : undefined;
}

/** The tile's maintenance entry that is active now, if any: its pages show blank. */
export function activeTileDowntime<C extends DowntimeContent>(content: C | null | undefined, tile: string, now: Date): C['maintenance'][number] | undefined {
  return content?.maintenance.find((m) => m.tileName === tile && isWindowActive({ start: m.startDowntimeDate, end: m.endDowntimeDate }, now));
}

/** Whether a downtime applies to a tile's route: the whole app is down, or that tile is. */
export function downtimeApplies(content: DowntimeContent | null | undefined, tile: string | null, now: Date): boolean {
  if (activeAppDowntime(content, now)) return true;
  return tile !== null && activeTileDowntime(content, tile, now) !== undefined;
}

export interface UpcomingMaintenance {
  /** Stable per window, so a dismissal sticks to the window it was made for. */
  key: string;
  /** The app name, or the tile reference for a tile's downtime. */
  subject: string;
  kind: 'app' | 'tile';
  start: string;
  end: string;
  text: string;
}

/** Every downtime whose toast should show now (app-wide first, then tiles by start). */
export function upcomingMaintenance(content: DowntimeContent | null | undefined, now: Date): UpcomingMaintenance[] {
  if (!content) return [];
  const list: UpcomingMaintenance[] = [];
  const d = content.downtime;
  if (d?.showDownTime && isInToastWindow({ start: d.plannedDownStartTime, end: d.plannedDownEndTime }, now)) {
    list.push({
      key: `app:${d.appName}:${d.plannedDownStartTime}`,
      subject: d.appName,
      kind: 'app',
      start: d.plannedDownStartTime,
      end: d.plannedDownEndTime,
      text: '',
    });
  }
  const tiles = content.maintenance
    .filter((m) => isInToastWindow({ start: m.startDowntimeDate, end: m.endDowntimeDate }, now))
    .sort((a, b) => Date.parse(a.startDowntimeDate) - Date.parse(b.startDowntimeDate))
    .map((m) => ({
      key: `tile:${m.id}:${m.startDowntimeDate}`,
      subject: m.tileName,
      kind: 'tile' as const,
      start: m.startDowntimeDate,
      end: m.endDowntimeDate,
      text: m.text,
    }));
  return [...list, ...tiles];
}

/**
 * Spec 1 §4: a release is unread when it is newer than the last-seen time and within the last 14 days.
 * Newest first. A note dated in the future is not released yet, so it is not unread either.
 */
export function unreadReleases<N extends ReleaseNote>(notes: readonly N[], lastSeenAt: string | null, now: Date): N[] {
  const t = now.getTime();
  const seen = lastSeenAt ? Date.parse(lastSeenAt) : Number.NEGATIVE_INFINITY;
  return notes
    .filter((n) => {
      const released = Date.parse(n.releaseDate);
      return released > seen && released <= t && t - released <= RELEASE_UNREAD_DAYS * DAY_MS;
    })
    .sort((a, b) => Date.parse(b.releaseDate) - Date.parse(a.releaseDate));
}

/** How often the popup has been shown for this release (the stored count belongs to one release). */
function popupShowsFor(state: ReleaseNoteState, releaseId: string): number {
  return state.popupReleaseId === releaseId ? state.popupShownCount : 0;
}

/** Spec 1 §4, §9: the release to pop up (the newest unread one) while it has been shown fewer than 2 times. */
export function releaseForPopup<N extends ReleaseNote>(notes: readonly N[], state: ReleaseNoteState, now: Date): N | undefined {
  const newest = unreadReleases(notes, state.lastSeenAt, now)[0];
  if (!newest) return undefined;
  return popupShowsFor(state, newest.id) < RELEASE_POPUP_MAX_SHOWS ? newest : undefined;
}
