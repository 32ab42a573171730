import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  activeAppDowntime,
  activeTileDowntime,
  downtimeApplies,
  isInToastWindow,
  isWindowActive,
  releaseForPopup,
  unreadReleases,
  upcomingMaintenance,
} from './content-rules';
import type { DowntimeContent, ReleaseNote, ReleaseNoteState } from './content';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

const content = (overrides: Partial<DowntimeContent> = {}): DowntimeContent => ({
  downtime: {
    appName: 'MyFarm',
    showDownTime: true,
    plannedDownStartTime: at(-DAY),
    plannedDownEndTime: at(DAY),
    plannedDownTimeDate: '2026-03-09',
  },
  maintenance: [],
  ...overrides,
});

const note = (id: number, releasedMsAgo: number): ReleaseNote => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  releaseDate: at(-releasedMsAgo),
  content: { releaseTitle: `Release ${id}`, releaseDate: at(-releasedMsAgo), releaseContent: '<p>New</p>' },
});

const state = (overrides: Partial<ReleaseNoteState> = {}): ReleaseNoteState => ({
  lastSeenAt: null,
  popupReleaseId: null,
  popupShownCount: 0,
  ...overrides,
});

describe('downtime windows', () => {
  it('is active from the start (inclusive) to the end (exclusive)', () => {
    const window = { start: at(0), end: at(DAY) };
    assert.equal(isWindowActive(window, now), true);
    assert.equal(isWindowActive(window, new Date(now.getTime() - 1)), false);
    assert.equal(isWindowActive(window, new Date(now.getTime() + DAY)), false);
    assert.equal(isWindowActive(window, new Date(now.getTime() + DAY - 1)), true);
  });

  it('shows the maintenance screen only while the downtime is switched on and inside its window', () => {
    assert.equal(activeAppDowntime(content(), now)?.appName, 'MyFarm');
    const off = content();
    off.downtime!.showDownTime = false;
    assert.equal(activeAppDowntime(off, now), undefined);
    const later = content();
    later.downtime!.plannedDownStartTime = at(DAY);
    later.downtime!.plannedDownEndTime = at(2 * DAY);
    assert.equal(activeAppDowntime(later, now), undefined);
    assert.equal(activeAppDowntime(null, now), undefined);
  });

  it('finds the active downtime of one tile only', () => {
    const c = content({
      downtime: null,
      maintenance: [
        { id: 1, tileName: 'mycropmarketing', startDowntimeDate: at(-DAY), endDowntimeDate: at(DAY), text: '' },
        { id: 2, tileName: 'myaccount', startDowntimeDate: at(DAY), endDowntimeDate: at(2 * DAY), text: '' },
      ],
    });
    assert.equal(activeTileDowntime(c, 'mycropmarketing', now)?.id, 1);
    assert.equal(activeTileDowntime(c, 'myaccount', now), undefined);
    assert.equal(downtimeApplies(c, 'mycropmarketing', now), true);
    assert.equal(downtimeApplies(c, 'myaccount', now), false);
    assert.equal(downtimeApplies(c, null, now), false);
  });

  it('applies to every route while the whole app is down', () => {
    assert.equal(downtimeApplies(content(), null, now), true);
    assert.equal(downtimeApplies(content(), 'calculators', now), true);
  });
});

describe('maintenance toast window', () => {
  it('opens 7 days before the start and closes at the start', () => {
    const window = { start: at(7 * DAY), end: at(8 * DAY) };
    assert.equal(isInToastWindow(window, now), true);
    assert.equal(isInToastWindow(window, new Date(now.getTime() - 1)), false);
    assert.equal(isInToastWindow(window, new Date(now.getTime() + 7 * DAY - 1)), true);
    assert.equal(isInToastWindow(window, new Date(now.getTime() + 7 * DAY)), false);
  });

  it('lists the upcoming app downtime and tile downtimes, each with a stable key', () => {
    const c = content({
      downtime: {
        appName: 'MyFarm',
        showDownTime: true,
        plannedDownStartTime: at(3 * DAY),
        plannedDownEndTime: at(3 * DAY + 3600_000),
        plannedDownTimeDate: '2026-03-13',
      },
      maintenance: [
        { id: 7, tileName: 'calculators', startDowntimeDate: at(5 * DAY), endDowntimeDate: at(6 * DAY), text: 'Calculators update' },
        { id: 8, tileName: 'myaccount', startDowntimeDate: at(2 * DAY), endDowntimeDate: at(3 * DAY), text: '' },
        { id: 9, tileName: 'oxbury', startDowntimeDate: at(20 * DAY), endDowntimeDate: at(21 * DAY), text: '' },
      ],
    });
    const upcoming = upcomingMaintenance(c, now);
    assert.deepEqual(
      upcoming.map((u) => [u.kind, u.subject]),
      [
        ['app', 'MyFarm'],
        ['tile', 'myaccount'],
        ['tile', 'calculators'],
      ],
    );
    assert.equal(upcoming[0]!.key, upcomingMaintenance(c, new Date(now.getTime() + 1000))[0]!.key);
  });

  it('leaves out an app downtime that is switched off', () => {
    const c = content();
    c.downtime!.showDownTime = false;
    c.downtime!.plannedDownStartTime = at(DAY);
    c.downtime!.plannedDownEndTime = at(2 * DAY);
    assert.deepEqual(upcomingMaintenance(c, now), []);
  });
});

describe('unread releases and the popup', () => {
  it('counts a release unread when newer than the last-seen time and within 14 days, newest first', () => {
    const notes = [note(1, 20 * DAY), note(2, 13 * DAY), note(3, 2 * DAY), note(4, 14 * DAY + 1)];
    assert.deepEqual(
      unreadReleases(notes, null, now).map((n) => n.content.releaseTitle),
      ['Release 3', 'Release 2'],
    );
    assert.deepEqual(
      unreadReleases(notes, at(-5 * DAY), now).map((n) => n.content.releaseTitle),
      ['Release 3'],
    );
    assert.deepEqual(unreadReleases(notes, at(-DAY), now), []);
  });

  it('does not count a note dated in the future', () => {
    assert.deepEqual(unreadReleases([note(1, -DAY)], null, now), []);
  });

  it('pops up the newest unread release while it has been shown fewer than two times', () => {
    const notes = [note(1, 3 * DAY), note(2, DAY)];
    const newest = notes[1]!;
    assert.equal(releaseForPopup(notes, state(), now)?.id, newest.id);
    assert.equal(releaseForPopup(notes, state({ popupReleaseId: newest.id, popupShownCount: 1 }), now)?.id, newest.id);
    assert.equal(releaseForPopup(notes, state({ popupReleaseId: newest.id, popupShownCount: 2 }), now), undefined);
  });

  it('starts the count again for a newer release', () => {
    const notes = [note(1, 3 * DAY), note(2, DAY)];
    const counted = state({ popupReleaseId: notes[0]!.id, popupShownCount: 2 });
    assert.equal(releaseForPopup(notes, counted, now)?.id, notes[1]!.id);
  });

  it('shows nothing once the releases are seen', () => {
    assert.equal(releaseForPopup([note(1, DAY)], state({ lastSeenAt: at(0) }), now), undefined);
  });
});
