import { account$, accounts$, configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { ok } from '../../../tests/support/api-envelopes';
import { account, user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { marketStreamHandler, notificationHandlers } from '../../../tests/support/mock-handlers';
import { ShellRoot } from './shell-root';

const harrison = account({ reference: 'HAR001', name: 'Harrison Farms Ltd' });
const fenEdge = account({
  reference: 'FEN002',
  name: 'Fen Edge Partnership',
  address: { street: '4 Station Road', locality: null, postTown: 'Ely', county: 'Cambridgeshire', postcode: 'CB7 4BP' },
});

// The two calls of a business switch, answered as the server would.
const api = mockApi(
  http.get('/api/myuser/accounts/FEN002', () => ok({ account: fenEdge })),
  http.put('/api/users/:username', () => ok({ user: user() }, 201)),
  // The bell's notifications and the market stream it listens to.
  ...notificationHandlers().handlers,
  marketStreamHandler().handler,
);

describe('ShellRoot: the business switcher', () => {
  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    accounts$.next([harrison, fenEdge]);
    account$.next(harrison);
  });
  afterEach(() => cleanup());

  const openSwitcher = async () => {
    const typist = userEvent.setup();
    render(
      <WidgetRoot cacheKey="test-shell">
        <ShellRoot />
      </WidgetRoot>,
    );
    await typist.click(switcher());
    return typist;
  };
  const switcher = () => screen.getByRole('button', { name: /^Business/ });
  const focusIsOnSwitcher = () => document.activeElement === switcher();

  it('filters the businesses by the search box, which has focus', async () => {
    const typist = await openSwitcher();
    expect(document.activeElement === screen.getByLabelText('Search businesses')).to.equal(true);
    await typist.keyboard('ely');
    const options = within(screen.getByRole('list', { name: 'Your businesses' })).getAllByRole('button');
    expect(options.map((o) => o.textContent)).to.deep.equal(['Fen Edge Partnership' + 'FEN002 · Ely']);
  });

  it('says so when no business matches the search', async () => {
    const typist = await openSwitcher();
    await typist.type(screen.getByLabelText('Search businesses'), 'zzz');
    expect(screen.getByText('No business matches "zzz".')).to.not.equal(null);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const typist = await openSwitcher();
    await typist.keyboard('{Escape}');
    expect(screen.queryByLabelText('Search businesses')).to.equal(null);
    expect(focusIsOnSwitcher()).to.equal(true);
  });

  it('switches business, remembers it on the server, shows the success toast and gives focus back', async () => {
    const typist = await openSwitcher();
    await typist.click(screen.getByRole('button', { name: /Fen Edge Partnership/ }));
    await waitFor(() => expect(account$.value?.reference).to.equal('FEN002'));
    const calls = (await api.requests.all()).map((call) => `${call.method} ${call.url.pathname}`);
    expect(calls).to.include.members(['GET /api/myuser/accounts/FEN002', 'PUT /api/users/grower%40myfarm.example']);
    expect(await screen.findByText('Business was changed successfully')).to.not.equal(null);
    expect(screen.getByTestId('current-business').textContent).to.equal('Fen Edge Partnership');
    expect(document.cookie).to.contain('myfarm_user=');
    expect(focusIsOnSwitcher()).to.equal(true);
  });
});
