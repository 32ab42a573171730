import { configureApi, downtime$, notifications$, releaseNoteState$, session$, type DowntimeContent } from '@farm/core';
import { ToastHost, WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { ok } from '../../../../tests/support/api-envelopes';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { DOWNTIME_LOAD_ERROR, NoticesHost } from './notices-host';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

const appDown = (start: number, end: number): DowntimeContent => ({
  downtime: { appName: 'MyFarm', showDownTime: true, plannedDownStartTime: at(start), plannedDownEndTime: at(end), plannedDownTimeDate: '2026-01-01' },
  maintenance: [],
});

const note = (id: number, ago: number) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  releaseDate: at(-ago),
  content: { releaseTitle: `Release ${id}`, releaseDate: at(-ago), releaseContent: `<p>All about release ${id}</p>` },
});

const STATE_PATH = '/api/myuser/release-notes/state';

// The server stores what it is given and answers the whole state.
const api = mockApi(
  http.put(STATE_PATH, async ({ request }) => {
    const body = (await request.json()) as { popupReleaseId?: string; popupShownCount?: number };
    return ok({ state: { lastSeenAt: at(-30 * DAY), popupReleaseId: body.popupReleaseId ?? null, popupShownCount: body.popupShownCount ?? 0 } }, 201);
  }),
);

describe('NoticesHost', () => {
  const puts = async () => (await api.requests.to(STATE_PATH, 'PUT')).map((call) => call.body);

  beforeEach(() => {
    window.sessionStorage.clear();
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    window.history.replaceState(null, '', '/dashboard');
  });
  afterEach(() => {
    cleanup();
    act(() => {
      downtime$.next({ status: 'loading' });
      notifications$.next([]);
      releaseNoteState$.next(null);
    });
    window.history.replaceState(null, '', '/');
  });

  const renderHost = () =>
    render(
      <WidgetRoot cacheKey="test-notices">
        <ToastHost />
        <NoticesHost />
      </WidgetRoot>,
    );

  it('shows the full-page maintenance screen with the message and the support contact while MyFarm is down', () => {
    const end = new Date(2030, 2, 7, 17, 30).getTime() - Date.now();
    downtime$.next({ status: 'loaded', content: appDown(-HOUR, end) });
    renderHost();
    const screenDialog = screen.getByRole('dialog', { name: 'Planned maintenance' });
    expect(screenDialog.textContent).to.contain('MyFarm is undergoing maintenance. We will be back online by 5:30 PM on 07/03/2030');
    expect(screen.getByRole('link', { name: '01234 567890' }).getAttribute('href')).to.equal('tel:01234567890');
    expect(screen.getByRole('link', { name: 'support@myfarm.example' }).getAttribute('href')).to.equal('mailto:support@myfarm.example');
  });

  it('shows no maintenance screen for a downtime that is switched off or over', () => {
    const off = appDown(-HOUR, HOUR);
    off.downtime!.showDownTime = false;
    downtime$.next({ status: 'loaded', content: off });
    renderHost();
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('shows the maintenance toast on the dashboard in the week before, and a dismissal sticks', async () => {
    downtime$.next({ status: 'loaded', content: appDown(3 * DAY, 3 * DAY + HOUR) });
    renderHost();
    const toast = screen.getByTestId('maintenance-toast');
    expect(toast.textContent).to.match(/^Planned maintenance: MyFarm will be unavailable from /);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss maintenance notice' }));
    expect(screen.queryByTestId('maintenance-toast')).to.equal(null);
    cleanup();
    renderHost();
    expect(screen.queryByTestId('maintenance-toast')).to.equal(null);
  });

  it('shows no maintenance toast more than 7 days ahead, nor away from the dashboard', () => {
    downtime$.next({ status: 'loaded', content: appDown(8 * DAY, 8 * DAY + HOUR) });
    renderHost();
    expect(screen.queryByTestId('maintenance-toast')).to.equal(null);
    cleanup();
    window.history.replaceState(null, '', '/dashboard/weather');
    downtime$.next({ status: 'loaded', content: appDown(DAY, DAY + HOUR) });
    renderHost();
    expect(screen.queryByTestId('maintenance-toast')).to.equal(null);
  });

  it("says 'Failed to fetch downtime data' when the downtime cannot be loaded", async () => {
    downtime$.next({ status: 'failed' });
    renderHost();
    await screen.findByText(DOWNTIME_LOAD_ERROR);
  });

  it('pops up the newest unread release once per page load and counts the showing on the server', async () => {
    notifications$.next([note(1, 2 * DAY), note(2, 10 * DAY)]);
    releaseNoteState$.next({ lastSeenAt: at(-30 * DAY), popupReleaseId: null, popupShownCount: 0 });
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: "What's new in MyFarm: Release 1" });
    await waitFor(() => expect(dialog.textContent).to.contain('All about release 1'));
    await waitFor(async () => expect(await puts()).to.deep.equal([{ popupReleaseId: note(1, 0).id, popupShownCount: 1 }]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('View release notes opens the update centre on the release that popped up', async () => {
    notifications$.next([note(1, 2 * DAY), note(2, 10 * DAY)]);
    releaseNoteState$.next({ lastSeenAt: at(-30 * DAY), popupReleaseId: null, popupShownCount: 0 });
    renderHost();
    await screen.findByRole('dialog', { name: "What's new in MyFarm: Release 1" });
    await userEvent.setup().click(screen.getByRole('button', { name: 'View release notes' }));
    expect(window.location.pathname + window.location.search).to.equal(`/dashboard/updatecentre?note=${note(1, 0).id}`);
  });

  it('does not pop up a release already shown twice, nor one older than 14 days', () => {
    notifications$.next([note(1, 2 * DAY)]);
    releaseNoteState$.next({ lastSeenAt: at(-30 * DAY), popupReleaseId: note(1, 0).id, popupShownCount: 2 });
    renderHost();
    expect(screen.queryByRole('dialog')).to.equal(null);
    cleanup();
    notifications$.next([note(3, 15 * DAY)]);
    releaseNoteState$.next({ lastSeenAt: at(-30 * DAY), popupReleaseId: null, popupShownCount: 0 });
    renderHost();
    expect(screen.queryByRole('dialog')).to.equal(null);
  });

  it('keeps the popup away from a user who still has to accept the terms', () => {
    session$.next({ user: user({ application: { myfarm: { acceptTerms: true, activate: false } } }), internal: false, getAccessToken: async () => 'token' });
    notifications$.next([note(1, DAY)]);
    releaseNoteState$.next({ lastSeenAt: null, popupReleaseId: null, popupShownCount: 0 });
    renderHost();
    expect(screen.queryByRole('dialog')).to.equal(null);
  });
});
