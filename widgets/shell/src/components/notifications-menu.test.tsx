import { account$, configureApi, liveMarket$, marketStreamStatus$, notifications$, queryClient, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { demoTick } from '@farm/area-crop-marketing/mocks';
import { user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { demoAccounts, marketStreamHandler, notificationHandlers } from '../../../../tests/support/mock-handlers';
import { notification } from '../../../../tests/support/notification-fixtures';
import { NotificationsMenu } from './notifications-menu';

const stream = marketStreamHandler();
let notices = notificationHandlers();
const api = mockApi(stream.handler);

const note = (id: number) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  releaseDate: `2026-0${id}-01T09:00:00.000Z`,
  content: { releaseTitle: `Release ${id}` },
});

describe('NotificationsMenu', () => {
  const startPath = window.location.pathname;
  beforeEach(() => {
    act(() => session$.next(null));
  });
  afterEach(() => {
    cleanup();
    act(() => notifications$.next([]));
    window.history.replaceState(null, '', startPath);
  });

  const openMenu = async () => {
    notifications$.next([note(3), note(2), note(1)]);
    const typist = userEvent.setup();
    render(
      <WidgetRoot cacheKey="test-notifications">
        <NotificationsMenu />
      </WidgetRoot>,
    );
    await typist.click(bell());
    return { typist, menu: screen.getByRole('group', { name: 'Latest updates' }) };
  };
  const bell = () => screen.getByRole('button', { name: /^Notifications/ });

  it('opens the update centre on the note that was clicked, not on the newest', async () => {
    const { typist, menu } = await openMenu();
    const second = within(menu).getByRole('menuitem', { name: /Release 2/ });
    expect(second.getAttribute('href')).to.equal(`/dashboard/updatecentre?note=${note(2).id}`);
    await typist.click(second);
    expect(window.location.pathname + window.location.search).to.equal(`/dashboard/updatecentre?note=${note(2).id}`);
    expect(screen.queryByRole('menu')).to.equal(null);
    expect(document.activeElement === bell()).to.equal(true);
  });

  it('has View all for the update centre as it opens by itself', async () => {
    const { typist } = await openMenu();
    await typist.click(screen.getByRole('menuitem', { name: 'View all' }));
    expect(window.location.pathname + window.location.search).to.equal('/dashboard/updatecentre');
  });

  it('moves between notes with the arrow keys and gives focus back to the bell on Escape', async () => {
    const { typist, menu } = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(document.activeElement === items[0]).to.equal(true);
    await typist.keyboard('{ArrowDown}');
    expect(document.activeElement === items[1]).to.equal(true);
    await typist.keyboard('{End}');
    expect(document.activeElement?.textContent).to.equal('View all');
    await typist.keyboard('{Home}');
    expect(document.activeElement === items[0]).to.equal(true);
    await typist.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).to.equal(null);
    expect(document.activeElement === bell()).to.equal(true);
  });
});

describe('NotificationsMenu: price alerts and offers', () => {
  const startPath = window.location.pathname;
  beforeEach(() => {
    notices = notificationHandlers();
    api.use(...notices.handlers);
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    act(() => {
      session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
      account$.next(demoAccounts[0]!);
    });
  });
  afterEach(() => {
    cleanup();
    act(() => session$.next(null));
    window.history.replaceState(null, '', startPath);
  });

  const renderMenu = () =>
    render(
      <WidgetRoot cacheKey="test-portal-notifications">
        <NotificationsMenu />
      </WidgetRoot>,
    );
  const bell = () => screen.getByRole('button', { name: /^Notifications/ });

  it('counts the unread on the bell, and opening the menu lists them and marks them read', async () => {
    const typist = userEvent.setup();
    renderMenu();
    await waitFor(() => expect(bell().getAttribute('aria-label')).to.equal('Notifications, 2 unread'));
    expect(bell().textContent).to.equal('2');
    await typist.click(bell());
    const group = screen.getByRole('group', { name: 'Alerts, offers and loads' });
    const items = within(group).getAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('span')!.textContent)).to.deep.equal([
      'Price alert: Feed WheatNew',
      'Standing offer filled: Oilseed RapeNew',
      'Price alert: Feed Barley',
    ]);
    expect(items[1]!.textContent).to.contain('Your standing offer sold 58 MT of Oilseed Rape');
    expect(items[2]!.textContent).to.contain('20/11/2026');
    await waitFor(async () => expect(await api.requests.to('/api/accounts/HAR001/notifications/read')).to.have.length(1));
    await waitFor(() => expect(bell().getAttribute('aria-label')).to.equal('Notifications'));
    expect(bell().textContent).to.equal('');
    // Still marked new while the menu shows them.
    expect(within(group).getAllByText('New')).to.have.length(2);
  });

  it('does not mark anything read when nothing is unread', async () => {
    const typist = userEvent.setup();
    notices = notificationHandlers(() => [notification({ id: 'n-1', read: true })]);
    api.use(...notices.handlers);
    renderMenu();
    await waitFor(async () => expect(await api.requests.to('/api/accounts/HAR001/notifications')).to.have.length(1));
    await typist.click(bell());
    expect(within(screen.getByRole('group', { name: 'Alerts, offers and loads' })).getAllByRole('menuitem')).to.have.length(1);
    expect(await api.requests.to('/api/accounts/HAR001/notifications/read')).to.have.length(0);
  });

  it("goes to a notification's link and closes the menu", async () => {
    const typist = userEvent.setup();
    renderMenu();
    await waitFor(() => expect(bell().getAttribute('aria-label')).to.equal('Notifications, 2 unread'));
    await typist.click(bell());
    const first = within(screen.getByRole('group', { name: 'Alerts, offers and loads' })).getAllByRole('menuitem')[0]!;
    expect(first.getAttribute('href')).to.equal('/dashboard/myc');
    await typist.click(first);
    expect(window.location.pathname).to.equal('/dashboard/myc');
    expect(screen.queryByRole('menu')).to.equal(null);
  });

  it("shows a new notification on the next market tick, without a reload, on the page's one stream", async () => {
    // Another screen of the page listens to the market already: the bell must share its connection.
    const before = stream.connections();
    const other = liveMarket$.subscribe();
    try {
      await waitFor(() => expect(stream.connections()).to.equal(before + 1));
      renderMenu();
      await waitFor(() => expect(bell().getAttribute('aria-label')).to.equal('Notifications, 2 unread'));
      notices.add('HAR001', notification({ id: 'n-4', title: 'Price alert: Oilseed Rape' }));
      act(() => stream.push(demoTick(7, [])));
      await waitFor(() => expect(bell().getAttribute('aria-label')).to.equal('Notifications, 3 unread'));
      expect(await api.requests.to('/api/accounts/HAR001/notifications')).to.have.length(2);
      expect(stream.connections()).to.equal(before + 1);
    } finally {
      other.unsubscribe();
    }
  });

  it('neither loads notifications nor opens the market stream before a business is selected, and does both once one is', async () => {
    const typist = userEvent.setup();
    const connections = stream.connections();
    act(() => session$.next(null));
    renderMenu();
    await typist.click(bell());
    expect(screen.queryByRole('group', { name: 'Alerts, offers and loads' })).to.equal(null);
    // Both start synchronously when they start at all: a load marks the cache fetching, a subscription the stream.
    expect(queryClient.isFetching()).to.equal(0);
    expect(marketStreamStatus$.value).to.equal('idle');

    act(() => {
      session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
      account$.next(demoAccounts[0]!);
    });
    await waitFor(() => expect(bell().getAttribute('aria-label')).to.equal('Notifications, 2 unread'));
    await waitFor(() => expect(stream.connections()).to.equal(connections + 1));
    const loads = (await api.requests.all()).filter((request) => request.url.pathname.endsWith('/notifications'));
    expect(loads.map((request) => request.url.pathname)).to.deep.equal(['/api/accounts/HAR001/notifications']);
  });
});
