import { account$, dialog$, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { account, tile, user } from '../../../tests/support/fixtures';
import { DashboardRoot } from './dashboard-root';

const renderDashboard = () =>
  render(
    <WidgetRoot cacheKey="test-dashboard">
      <DashboardRoot />
    </WidgetRoot>,
  );

describe('DashboardRoot', () => {
  beforeEach(() => {
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    act(() => account$.next(null));
  });

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
    const list = screen.getByRole('list', { name: 'Your MyFarm services' });
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.getAttribute('data-tile'));
    expect(names).to.deep.equal(['mycropmarketing', 'calculators', 'myaccount']);
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

  it('asks the shell for the access dialog when a locked tile is clicked', () => {
    account$.next(
      account({ reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: [tile({ reference: 'oxbury', text: 'Oxbury', locked: true })] }),
    );
    renderDashboard();
    act(() => screen.getByRole('button', { name: 'Oxbury (locked)' }).click());
    expect(dialog$.value).to.deep.equal({ kind: 'no-access', data: { tile: 'Oxbury' } });
    act(() => dialog$.next(null));
  });

  it('hides tiles closed to external users unless the user is internal', () => {
    const staffOnly = tile({ reference: 'yagro', text: 'Analytics', externalUserAccess: false });
    account$.next(account({ reference: 'HAR001', name: 'Harrison Farms Ltd', tiles: [staffOnly] }));
    renderDashboard();
    expect(screen.queryByRole('button', { name: 'Analytics' })).to.equal(null);
    act(() => session$.next({ user: user({ internal: true }), internal: true, getAccessToken: async () => 'token' }));
    expect(screen.queryByRole('button', { name: 'Analytics' })).to.not.equal(null);
  });
});
