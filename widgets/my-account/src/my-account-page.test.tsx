import { flags$ } from '@farm/core';
import { setViewport } from '@web/test-runner-commands';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { lastQuery, markup, myAccountTestSetUp, renderPage, toggle } from './my-account.test-kit';

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('MyAccountPage', function () {
  this.timeout(30_000);
  const t = myAccountTestSetUp();

  it('offers every tab with the flags on, All transactions first, and remembers the chosen tab in the URL', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('My Account');
    expect(tabNames()).to.deep.equal(['All transactions', 'Grain sales', 'Purchases', 'Movements', 'Haulier self bills']);
    await t.typist.click(screen.getByRole('tab', { name: 'Haulier self bills' }));
    expect(new URLSearchParams(window.location.search).get('tab')).to.equal('haulier-self-bills');
    expect(await screen.findByRole('table', { name: 'Haulier self bills' })).to.not.equal(null);
  });

  it("links to 'How do I pay?' (myaccount/payment-info)", () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'How do I pay?' });
    expect(new URL((link as HTMLAnchorElement).href).pathname).to.equal('/dashboard/myaccount/payment-info');
  });

  it('hides All transactions when hide-alltransactions is on, and the Movements, Haulier and Product tabs when their flags are off', async () => {
    flags$.next([
      toggle('hide-alltransactions', true),
      toggle('movements', false),
      toggle('myaccount-haulierselfbills', false),
      toggle('purchases-products', false),
    ]);
    renderPage();
    expect(tabNames()).to.deep.equal(['Grain sales', 'Purchases']);
    await t.typist.click(screen.getByRole('tab', { name: 'Purchases' }));
    const purchases = screen.getByRole('tablist', { name: 'Purchases' });
    expect(
      within(purchases)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).to.deep.equal(['Transactions', 'Orders']);
  });

  it('shows the Movements slot as coming soon while the movements grid is not on the page', async () => {
    window.history.replaceState(null, '', '/dashboard/myaccount?tab=movements');
    renderPage();
    expect(await screen.findByText('Movements are coming soon')).to.not.equal(null);
  });

  it('sends the applied status and crop year of grain sale contracts, and starts again at page 1', async () => {
    window.history.replaceState(null, '', '/dashboard/myaccount?tab=grain-sales');
    renderPage();
    const contracts = screen.getByRole('region', { name: 'Contracts' });
    await within(contracts).findByRole('table', { name: 'Contracts' });
    await t.typist.selectOptions(within(contracts).getByLabelText('Status'), 'Rejected');
    await t.typist.selectOptions(within(contracts).getByLabelText('Crop year'), '2025');
    await t.typist.click(within(contracts).getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await lastQuery(t.api, 'grain-sale/contracts')).to.include({ status: 'Rejected', cropYear: '2025', page: '1' }));
    const table = within(contracts).getByRole('table', { name: 'Contracts' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.querySelector('td')!.textContent),
      ).to.deep.equal(['S-2025-001']),
    );
  });

  it('sorts on the server when a header is clicked, the same header again turning the order round', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'All transactions' });
    await t.typist.click(within(table).getByRole('button', { name: /Gross value/ }));
    await waitFor(async () => expect(await lastQuery(t.api, 'all-transactions')).to.include({ orderBy: 'valueGross', orderDir: 'asc' }));
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('columnheader', { name: /Gross value/ })
          .getAttribute('aria-sort'),
      ).to.equal('ascending'),
    );
    await t.typist.click(within(table).getByRole('button', { name: /Gross value/ }));
    await waitFor(async () => expect(await lastQuery(t.api, 'all-transactions')).to.include({ orderBy: 'valueGross', orderDir: 'desc' }));
  });

  it("sends 99999 rows per page for 'All', and pages with the Pager", async () => {
    renderPage();
    await screen.findByRole('table', { name: 'All transactions' });
    await t.typist.selectOptions(screen.getByLabelText('Rows per page'), '5');
    await waitFor(async () => expect(await lastQuery(t.api, 'all-transactions')).to.include({ perPage: '5', page: '1' }));
    await t.typist.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await lastQuery(t.api, 'all-transactions')).to.include({ perPage: '5', page: '2' }));
    await t.typist.selectOptions(screen.getByLabelText('Rows per page'), 'All');
    await waitFor(async () => expect(await lastQuery(t.api, 'all-transactions')).to.include({ perPage: '99999', page: '1' }));
  });

  it('applies the quick search after its delay', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'All transactions' });
    await t.typist.type(screen.getByLabelText('Search all transactions'), 'P-2026');
    await waitFor(async () => expect(await lastQuery(t.api, 'all-transactions')).to.include({ search: 'P-2026' }), { timeout: 3000 });
    const table = screen.getByRole('table', { name: 'All transactions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).to.have.length(3));
  });

  it('opens the purchases on the last 180 days', async () => {
    window.history.replaceState(null, '', '/dashboard/myaccount?tab=purchases');
    renderPage();
    await screen.findByRole('table', { name: 'Transactions' });
    const query = await lastQuery(t.api, 'purchase/transactions');
    const days = Math.round((Date.parse(query.dateTo!) - Date.parse(query.dateFrom!)) / 86_400_000) + 1;
    expect(days).to.equal(180);
  });

  it('shows cards with Load More on a phone, each press asking for 10 more', async () => {
    await setViewport({ width: 375, height: 800 });
    window.history.replaceState(null, '', '/dashboard/myaccount?tab=grain-sales');
    renderPage();
    const contracts = screen.getByRole('region', { name: 'Contracts' });
    const cards = await within(contracts).findByRole('list', { name: 'Contracts' });
    expect(markup(within(contracts).queryByRole('table'))).to.equal(null);
    expect(within(cards).getAllByRole('listitem')).to.have.length(10);
    expect(await lastQuery(t.api, 'grain-sale/contracts')).to.include({ perPage: '10', page: '1' });
    await t.typist.click(within(contracts).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).to.have.length(12));
    expect(await lastQuery(t.api, 'grain-sale/contracts')).to.include({ perPage: '20' });
    expect(markup(within(contracts).queryByRole('button', { name: 'Load More' }))).to.equal(null);
    // The filters are behind Show filters on a phone.
    expect(markup(within(contracts).queryByRole('button', { name: 'Apply filters' }))).to.equal(null);
    await t.typist.click(within(contracts).getByRole('button', { name: 'Show filters' }));
    expect(within(contracts).getByRole('button', { name: 'Apply filters' })).to.not.equal(null);
  });

  it('sorts the cards on a phone with Sort by, on the server, starting again with the first 10', async () => {
    await setViewport({ width: 375, height: 800 });
    window.history.replaceState(null, '', '/dashboard/myaccount?tab=grain-sales');
    renderPage();
    const contracts = screen.getByRole('region', { name: 'Contracts' });
    await within(contracts).findByRole('list', { name: 'Contracts' });
    await t.typist.selectOptions(within(contracts).getByLabelText('Sort by'), 'Product (ascending)');
    await waitFor(async () => expect(await lastQuery(t.api, 'grain-sale/contracts')).to.include({ orderBy: 'product', orderDir: 'asc', perPage: '10' }));
  });

  it("says 'No records found' in the grid and 'No Records Found' on cards, and disables Export to CSV with no rows", async () => {
    window.history.replaceState(null, '', '/dashboard/myaccount?tab=haulier-self-bills');
    const view = renderPage();
    await screen.findByRole('table', { name: 'Haulier self bills' });
    const csv = screen.getByRole('button', { name: 'Export to CSV' }) as HTMLButtonElement;
    await waitFor(() => expect(csv.disabled).to.equal(false));
    await t.typist.type(screen.getByLabelText('Search haulier self bills'), 'nothing like this');
    expect(await screen.findByText('No records found', {}, { timeout: 3000 })).to.not.equal(null);
    expect(csv.disabled).to.equal(true);
    view.unmount();
  });

  it('shows the server reason when a list call is refused, and the catalogue text for other failures', async () => {
    const { http } = await import('msw');
    const { failure } = await import('../../../tests/support/api-envelopes');
    t.api.use(
      http.get('/api/accounts/:reference/all-transactions', () => failure(400, 'VALIDATION_ERROR', 'query.dateTo: Choose a date range of 2010 days or less.')),
    );
    renderPage();
    expect(await screen.findByText('Choose a date range of 2010 days or less.')).to.not.equal(null);
  });

  it('reloads the lists for another business when the account changes', async () => {
    const { account$ } = await import('@farm/core');
    const { demoAccounts } = await import('../../../tests/support/mock-handlers');
    renderPage();
    await screen.findByRole('table', { name: 'All transactions' });
    act(() => account$.next(demoAccounts[1]!));
    await waitFor(async () => expect((await t.api.requests.to('/api/accounts/FEN002/all-transactions')).length).to.equal(1));
  });
});
