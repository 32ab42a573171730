import { account$, configureApi, dialog$, flags$, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { fakeFetch, jsonResponse as json, restoreFetch, type FetchCall } from '../../../tests/support/fake-fetch';
import { account, tile, user } from '../../../tests/support/fixtures';
import { DashboardRoot } from './dashboard-root';


describe('Dashboard tiles: partner check, audit and flags', () => {
  const startPath = window.location.pathname;
  let customer = false;
  let requests: FetchCall[] = [];
  const logged = () => requests.filter((call) => call.url.pathname === '/api/logModel').map((call) => call.body);

  beforeEach(() => {
    requests = fakeFetch(({ url }) => {
      const path = url.pathname;
      if (path === '/api/logModel') return json({ status: 200, data: { id: '1' } });
      if (path === '/api/accounts/HARR0001/oxbury-profile') return json({ status: 200, data: { isOxburyCustomer: customer } });
      return json({ status: 500, errorCode: 'UNEXPECTED', errorMessage: path });
    });
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
    restoreFetch();
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
    customer = false;
    renderDashboard();
    act(() => screen.getByRole('button', { name: 'Oxbury' }).click());
    await waitFor(() => expect(dialog$.value).to.deep.equal({ kind: 'oxbury-prompt', data: undefined }));
    expect(window.location.pathname).to.equal(startPath);
    await waitFor(() => expect(logged()).to.have.length(1));
    expect(logged()[0]).to.have.nested.property('data.auditlog.action', 'tile-click');
    expect(logged()[0]).to.have.nested.property('data.auditlog.account', 'HARR0001');
    expect(logged()[0]).to.have.nested.property('data.auditlog.appname', 'Oxbury');
  });

  it('opens the partner page for a customer', async () => {
    customer = true;
    renderDashboard();
    act(() => screen.getByRole('button', { name: 'Oxbury' }).click());
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
