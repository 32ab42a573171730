import { account$, accounts$, configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { fakeFetch, jsonResponse, restoreFetch, type FetchCall } from '../../../tests/support/fake-fetch';
import { account, user } from '../../../tests/support/fixtures';
import { ShellRoot } from './shell-root';

const harrison = account({ reference: 'HAR001', name: 'Harrison Farms Ltd' });
const fenEdge = account({
  reference: 'FEN002',
  name: 'Fen Edge Partnership',
  address: { street: '4 Station Road', locality: null, postTown: 'Ely', county: 'Cambridgeshire', postcode: 'CB7 4BP' },
});

describe('ShellRoot', () => {
  let requests: FetchCall[] = [];

  beforeEach(() => {
    // The API is not what these tests exercise: answer the two switch calls as the server would.
    requests = fakeFetch(({ url }) => {
      const data = url.pathname.endsWith('/myuser/accounts/FEN002') ? { account: fenEdge } : { user: user() };
      return jsonResponse({ status: 200, data });
    });
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: user(), internal: false, getAccessToken: async () => 'token' });
    accounts$.next([harrison, fenEdge]);
    account$.next(harrison);
  });
  afterEach(() => {
    cleanup();
    restoreFetch();
  });

  const renderShell = () =>
    render(
      <WidgetRoot cacheKey="test-shell">
        <ShellRoot />
      </WidgetRoot>,
    );

  it('filters the businesses by the search box', () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: /Business/ }));
    fireEvent.change(screen.getByLabelText('Search businesses'), { target: { value: 'ely' } });
    const options = within(screen.getByRole('list', { name: 'Your businesses' })).getAllByRole('button');
    expect(options.map((o) => o.textContent)).to.deep.equal(['Fen Edge Partnership' + 'FEN002 · Ely']);
  });

  it('says so when no business matches the search', () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: /Business/ }));
    fireEvent.change(screen.getByLabelText('Search businesses'), { target: { value: 'zzz' } });
    expect(screen.getByText('No business matches "zzz".')).to.not.equal(null);
  });

  it('switches business, remembers it on the server and shows the success toast', async () => {
    renderShell();
    fireEvent.click(screen.getByRole('button', { name: /Business/ }));
    fireEvent.click(screen.getByRole('button', { name: /Fen Edge Partnership/ }));
    await waitFor(() => expect(account$.value?.reference).to.equal('FEN002'));
    expect(requests.map((call) => `${call.method} ${call.url.pathname}`)).to.include.members(['GET /api/myuser/accounts/FEN002', 'PUT /api/users/grower%40myfarm.example']);
    expect(await screen.findByText('Business was changed successfully')).to.not.equal(null);
    expect(screen.getByTestId('current-business').textContent).to.equal('Fen Edge Partnership');
    expect(document.cookie).to.contain('myfarm_user=');
  });
});
