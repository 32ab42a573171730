import { account$, configureApi, dialog$, flags$, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { ok } from '../../../tests/support/api-envelopes';
import { account, tile, user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { DashboardRoot } from './dashboard-root';

const LOG_PATH = '/api/logModel';
const PROFILE_PATH = '/api/accounts/HARR0001/oxbury-profile';

const api = mockApi(
  http.post(LOG_PATH, () => ok({ id: '1' }, 201)),
  http.get(PROFILE_PATH, () => ok({ isOxburyCustomer: false })),
  http.get('/api/content/dashboard-menus', () => ok({ items: [] })),
  http.get('/api/content/video', () => ok({ video: { apiKey: '', channelId: '', currentVideoId: '', showVideo: false } })),
);

describe('Dashboard tiles: partner check, audit and flags', () => {
  const startPath = window.location.pathname;
  const logged = async () => (await api.requests.to(LOG_PATH, 'POST')).map((call) => call.body);

  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    account$.next(
      account({
        reference: 'HARR0001',
        name: 'Harrison Farms Ltd',
        tiles: [
          tile({ reference: 'oxbury', text: 'Oxbury', route: '/dashboard/oxbury', sequence: 1 }),
          tile({ reference: 'grainsamples', text: 'Grain Samples', sequence: 2, showWhenFlag: 'grain-sampling-2025' }),
        ],
      }),
    );
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', startPath);
    act(() => {
      dialog$.next(null);
      flags$.next([]);
      account$.next(null);
    });
  });

  const renderDashboard = () =>
    render(
      <WidgetRoot cacheKey="test-dashboard-tiles">
        <DashboardRoot />
      </WidgetRoot>,
    );

  it('raises the partner prompt for a business that does not bank with Oxbury, and logs the click', async () => {
    renderDashboard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Oxbury' }));
    await waitFor(() => expect(dialog$.value).to.deep.equal({ kind: 'oxbury-prompt', data: undefined }));
    expect(window.location.pathname).to.equal(startPath);
    await waitFor(async () => expect(await logged()).to.have.length(1));
    const entries = await logged();
    expect(entries[0]).to.have.nested.property('data.auditlog.action', 'tile-click');
    expect(entries[0]).to.have.nested.property('data.auditlog.account', 'HARR0001');
    expect(entries[0]).to.have.nested.property('data.auditlog.appname', 'Oxbury');
  });

  it('opens the partner page for a customer', async () => {
    api.use(http.get(PROFILE_PATH, () => ok({ isOxburyCustomer: true })));
    renderDashboard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Oxbury' }));
    await waitFor(() => expect(window.location.pathname).to.equal('/dashboard/oxbury'));
    expect(dialog$.value).to.equal(null);
  });

  it('hides a tile whose show flag is off for the user', () => {
    act(() => flags$.next([{ id: 'grain-sampling-2025', enabled: false, audience: { users: [], groups: [], exclusionUsers: [], exclusionGroups: [] } }]));
    renderDashboard();
    expect(screen.queryByRole('button', { name: 'Grain Samples' })).to.equal(null);
    act(() => flags$.next([]));
    expect(screen.queryByRole('button', { name: 'Grain Samples' })).to.not.equal(null);
  });
});
