import { account$, configureApi, dialog$, flags$, session$ } from '@farm/core';
import { type DashboardMenuItem } from '@farm/area-content';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../tests/support/api-envelopes';
import { account, tile, user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { DashboardRoot } from './dashboard-root';

const MENUS_PATH = '/api/content/dashboard-menus';
const VIDEO_PATH = '/api/content/video';
const menuItem = (label: string, href: string, sequence: number, extra: Partial<DashboardMenuItem> = {}): DashboardMenuItem => ({
  menu: 'quick-links',
  label,
  href,
  target: '_self',
  sequence,
  ...extra,
});
const video = (showVideo: boolean) => ({ apiKey: '', channelId: 'UCdemo', currentVideoId: 'M7lc1UVf-VE', showVideo });

const api = mockApi(
  http.get(MENUS_PATH, () =>
    ok({
      items: [
        menuItem('Weather', '/dashboard/weather', 20),
        menuItem('How do I pay?', '/dashboard/myaccount/payment-info', 10),
        menuItem('Grain markets', 'https://markets.example/', 10, { menu: 'partner-sites', target: '_blank' }),
      ],
    }),
  ),
  http.get(VIDEO_PATH, () => ok({ video: video(false) })),
  // Tile clicks are audited (spec 1 §7); open-tile.test.tsx checks the entries.
  http.post('/api/logModel', () => ok({ id: '1' }, 201)),
);

const renderDashboard = () =>
  render(
    <WidgetRoot cacheKey="test-dashboard">
      <DashboardRoot />
    </WidgetRoot>,
  );

describe('DashboardRoot', () => {
  const startPath = window.location.pathname;
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', startPath);
    act(() => {
      account$.next(null);
      dialog$.next(null);
      flags$.next([]);
    });
  });

  const tiles = () => within(screen.getByRole('list', { name: 'Your MyFarm services' })).getAllByRole('button');

  it('shows the visible tiles in sequence order and leaves hidden tiles out', () => {
    account$.next(
      account({
        reference: 'HAR001',
        name: 'Harrison Farms Ltd',
        tiles: [
          tile({ reference: 'myaccount', text: 'My Account', sequence: 3 }),
          tile({ reference: 'mycropmarketing', text: 'Crop Marketing', sequence: 1 }),
          tile({ reference: 'oxbury', text: 'Oxbury', sequence: 2, visible: false }),
          tile({ reference: 'calculators', text: 'Calculators', sequence: 2 }),
        ],
      }),
    );
    renderDashboard();
    expect(tiles().map((button) => button.getAttribute('data-tile'))).to.deep.equal(['mycropmarketing', 'calculators', 'myaccount']);
  });

  it('names each tile by its visible name (label in name), described by its description and badge', () => {
    account$.next(
      account({
        reference: 'HAR001',
        name: 'Harrison Farms Ltd',
        tiles: [
          tile({ reference: 'mycropmarketing', text: 'Crop Marketing', description: 'Prices and selling', sequence: 1 }),
          tile({ reference: 'oxbury', text: 'Oxbury', description: 'Farm banking', locked: true, sequence: 2 }),
        ],
      }),
    );
    renderDashboard();
    const [open, locked] = tiles();
    expect(open!.textContent).to.equal('Crop Marketing');
    expect(screen.getByRole('button', { name: 'Crop Marketing', description: 'Prices and selling' })).to.equal(open);
    expect(screen.getByRole('button', { name: 'Oxbury (locked)', description: 'Farm banking No access' })).to.equal(locked);
  });

  it('follows the title with the selected account town and updates it on a business switch', () => {
    account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd' }));
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Dashboard - Saffron Walden');
    act(() =>
      account$.next(
        account({
          reference: 'FEN002',
          name: 'Fen Edge Partnership',
          address: { street: '4 Station Road', locality: null, postTown: 'Ely', county: 'Cambridgeshire', postcode: 'CB7 4BP' },
        }),
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Dashboard - Ely');
  });

  it('asks the shell for the access dialog when a locked tile is clicked', async () => {
    account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: [tile({ reference: 'oxbury', text: 'Oxbury', locked: true })] }));
    renderDashboard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Oxbury (locked)' }));
    expect(dialog$.value).to.deep.equal({ kind: 'no-access', data: { tile: 'Oxbury' } });
  });

  it('hides tiles closed to external users unless the user is internal', () => {
    const staffOnly = tile({ reference: 'yagro', text: 'Analytics', externalUserAccess: false });
    account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: [staffOnly] }));
    renderDashboard();
    expect(screen.queryByRole('button', { name: 'Analytics' })).to.equal(null);
    act(() => session$.next({ user: user({ internal: true }), internal: true, getAccessToken: async () => 'token' }));
    expect(screen.queryByRole('button', { name: 'Analytics' })).to.not.equal(null);
  });

  it("shows the content service's menus, each under its name, items in sequence, and follows a portal link in place", async () => {
    account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd' }));
    renderDashboard();
    const quickLinks = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).to.deep.equal(['How do I pay?', 'Weather']);
    const partner = screen.getByRole('link', { name: 'Grain markets (opens in a new tab)' });
    expect(screen.getByRole('navigation', { name: 'Partner sites' }).contains(partner)).to.equal(true);
    expect(partner.getAttribute('target')).to.equal('_blank');
    expect(partner.getAttribute('rel')).to.contain('noopener');

    const pay = within(quickLinks).getByRole('link', { name: 'How do I pay?' });
    expect(pay.getAttribute('href')).to.equal('/dashboard/myaccount/payment-info');
    await userEvent.setup().click(pay);
    expect(window.location.pathname).to.equal('/dashboard/myaccount/payment-info');
  });

  it("says why in the catalogue's words when the menus cannot be loaded", async () => {
    api.use(http.get(MENUS_PATH, () => failure(500, 'INTERNAL', 'Content service down.')));
    account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd' }));
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).to.match(/^Connectivity error, please try again later\./);
  });

  it('shows the video when the toggle allows it and its config turns it on', async () => {
    api.use(http.get(VIDEO_PATH, () => ok({ video: video(true) })));
    account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd' }));
    renderDashboard();
    const frame = within(await screen.findByTestId('dashboard-video')).getByTitle('MyFarm video');
    expect(frame.getAttribute('src')).to.equal('https://www.youtube-nocookie.com/embed/M7lc1UVf-VE');
  });

  it('does not ask for the video config when the toggle leaves the user out', async () => {
    flags$.next([{ id: 'dashboard-video', enabled: false, audience: { users: [], groups: [], exclusionUsers: [], exclusionGroups: [] } }]);
    account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd' }));
    renderDashboard();
    // The menus are asked for at the same moment; once they show, the video would have been asked for too.
    await screen.findByRole('navigation', { name: 'Quick links' });
    expect(await api.requests.to(VIDEO_PATH)).to.deep.equal([]);
    expect(screen.queryByTestId('dashboard-video')).to.equal(null);
  });

  it('shows the price panels only while crop marketing is open to the business: its tile, hasMCM and an address', async () => {
    const cropMarketing = (overrides: Partial<Parameters<typeof tile>[0]> = {}) => [
      tile({ reference: 'mycropmarketing', text: 'Crop Marketing', ...overrides }),
    ];
    const panels = () => document.querySelector('farm-price-panels');
    const cases: [string, Parameters<typeof account>[0], boolean][] = [
      ['open', { reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: cropMarketing() }, true],
      ['locked', { reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: cropMarketing({ locked: true }) }, false],
      ['without the tile', { reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: [] }, false],
      ['without hasMCM', { reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: cropMarketing(), hasMCM: false }, false],
      ['without an address', { reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: cropMarketing(), address: null }, false],
    ];
    for (const [what, business, shown] of cases) {
      act(() => account$.next(account(business)));
      renderDashboard();
      await screen.findByRole('navigation', { name: 'Quick links' });
      expect(panels() !== null, what).to.equal(shown);
      cleanup();
    }
  });
});
