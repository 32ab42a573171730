import { flags$ } from '@farm/core';
import { screen, waitFor, within } from '@testing-library/react';
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { lastQuery, movementsTestSetUp, renderMovements, toggle } from './movements.test-kit';
import { enterUnreadableDate } from '../../../shared/ui/src/lists/date-field.test-kit';

const grid = () => screen.findByRole('table', { name: 'Movements' }, { timeout: 5000 });
/** The grid's body rows in the DOM, by their Movement column. */
const movementRefs = (table: HTMLElement) =>
  [...table.querySelectorAll(':scope > tbody > tr')].map((row) => row.querySelectorAll(':scope > td')[3]?.textContent);

describe('MovementsScreen on a desktop', function () {
  this.timeout(30_000);
  const t = movementsTestSetUp();

  it('opens on the default range of 365 days ending 30 days ahead, date newest first, 25 rows, with the columns of §2', async () => {
    renderMovements();
    const table = await grid();
    const query = await lastQuery(t.api);
    expect(query).to.include({ orderBy: 'date', orderDir: 'desc', perPage: '25', page: '1' });
    expect(query).to.not.have.property('status');
    const span = (Date.parse(query.dateTo!) - Date.parse(query.dateFrom!)) / 86_400_000 + 1;
    expect(span).to.equal(365);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent!.replace(/[▲▼]/g, ''));
    // The first column holds each moved row's expand button, named for screen readers only.
    expect(headers).to.deep.equal([
      'Analysis',
      'Date',
      'Contract',
      'Movement',
      'Product',
      'Quantity (mt)',
      'Reference',
      'Invoices',
      'Claims',
      'Weighbridge',
      'Vehicle reg',
      'Haulier',
    ]);
  });

  it('opens searched for the load a notification links to (?search=), in the search box', async () => {
    const before = window.location.href;
    window.history.replaceState(null, '', '?tab=movements&search=WB-7002');
    try {
      renderMovements();
      await grid();
      await waitFor(async () => expect(await lastQuery(t.api)).to.include({ search: 'WB-7002', page: '1' }));
      expect((screen.getByLabelText('Search movements') as HTMLInputElement).value).to.equal('WB-7002');
    } finally {
      window.history.replaceState(null, '', before);
    }
  });

  it('sends status planned, complete or none from the All / Planned / Moved switch', async () => {
    renderMovements();
    await grid();
    const status = screen.getByRole('group', { name: 'Movement status' });
    await t.typist.click(within(status).getByRole('button', { name: 'Planned' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ status: 'planned', page: '1' }));
    await t.typist.click(within(status).getByRole('button', { name: 'Moved' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ status: 'complete' }));
    await t.typist.click(within(status).getByRole('button', { name: 'All' }));
    // All's first page is in the cache already: its rows, planned and moved, come back without a request.
    const table = await grid();
    await waitFor(() => expect(movementRefs(table).some((ref) => ref!.startsWith('MP-'))).to.equal(true));
  });

  it('sorts on the server by the clicked header, the same header again turning the order round', async () => {
    renderMovements();
    const table = await grid();
    await t.typist.click(within(table).getByRole('button', { name: /Product/ }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ orderBy: 'product', orderDir: 'asc' }));
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('columnheader', { name: /Product/ })
          .getAttribute('aria-sort'),
      ).to.equal('ascending'),
    );
    await t.typist.click(within(table).getByRole('button', { name: /Vehicle reg/ }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ orderBy: 'vehicle', orderDir: 'asc' }));
    await t.typist.click(within(table).getByRole('button', { name: /Vehicle reg/ }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ orderBy: 'vehicle', orderDir: 'desc' }));
  });

  it('reads Next after the nextCursor of the page on screen, and Previous returns to the earlier page', async () => {
    renderMovements();
    const table = await grid();
    await waitFor(() => expect(movementRefs(table).length).to.be.greaterThan(0));
    const firstPage = movementRefs(table)[0];
    await t.typist.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ page: '2', after: 'c25' }));
    await waitFor(() => expect(movementRefs(table)[0]).to.not.equal(firstPage));
    await t.typist.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ page: '3', after: 'c50' }));
    const requests = (await t.api.requests.to('/api/accounts/HAR001/movements')).length;
    // Previous reads the earlier pages with the cursors kept for them, from the cache: no request.
    await t.typist.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 2 of 3')).to.not.equal(null);
    await t.typist.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).to.not.equal(null);
    await waitFor(() => expect(movementRefs(table)[0]).to.equal(firstPage));
    expect((await t.api.requests.to('/api/accounts/HAR001/movements')).length).to.equal(requests);
  });

  it('starts again at page 1 without a cursor when the page size changes', async () => {
    renderMovements();
    await grid();
    await t.typist.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ page: '2' }));
    await t.typist.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await waitFor(async () =>
      expect(await lastQuery(t.api))
        .to.include({ page: '1', perPage: '10' })
        .and.not.have.property('after'),
    );
  });

  it('refuses letters in a digits-only header filter with the message, and sends the digits after the pause', async () => {
    renderMovements();
    const table = await grid();
    const quantity = within(table).getByLabelText('Filter Quantity (mt)') as HTMLInputElement;
    await t.typist.type(quantity, '2x');
    expect(quantity.value).to.equal('2');
    expect(within(table).getByRole('alert').textContent).to.equal('Enter digits only.');
    await t.typist.click(quantity);
    await t.typist.paste('abc');
    expect(quantity.value).to.equal('2');
    await t.typist.type(quantity, '9');
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ quantity: '29', page: '1' }), { timeout: 4000 });
    await t.typist.type(within(table).getByLabelText('Filter Haulier'), 'ridge');
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ quantity: '29', haulier: 'ridge' }), { timeout: 4000 });
  });

  it('expands a moved row to MOI, KG, PRO, HAG and ADS in that order, and an unsampled one to No Sample Information', async () => {
    renderMovements();
    const table = await grid();
    await t.typist.click(await within(table).findByRole('button', { name: 'Analysis of MV-00001' }));
    const analysis = await within(table).findByRole('table', { name: 'Analysis of MV-00001' });
    expect([...analysis.querySelectorAll(':scope > tbody > tr')].map((row) => row.getAttribute('data-analysis'))).to.deep.equal([
      'MOI',
      'KG',
      'PRO',
      'HAG',
      'ADS',
    ]);
    expect(within(table).getByRole('button', { name: 'Analysis of MV-00001' }).getAttribute('aria-expanded')).to.equal('true');
    await t.typist.click(within(table).getByRole('button', { name: 'Analysis of MV-00005' }));
    expect(await within(table).findByText('No Sample Information')).to.not.equal(null);
  });

  it('gives planned rows no expand control and empty invoice, claim and weighbridge cells', async () => {
    renderMovements();
    const table = await grid();
    await waitFor(() => expect(movementRefs(table)).to.include('MP-00001'));
    const planned = [...table.querySelectorAll(':scope > tbody > tr')].find((row) => row.querySelectorAll(':scope > td')[3]!.textContent === 'MP-00001')!;
    expect(planned.querySelector('button[aria-expanded]')).to.equal(null);
    const cells = [...planned.querySelectorAll(':scope > td')].map((cell) => cell.textContent);
    expect([cells[7], cells[8], cells[9]]).to.deep.equal(['', '', '']);
  });

  it("keeps only the rows in view in the DOM with 'All' (99999)", async () => {
    renderMovements();
    const table = await grid();
    await t.typist.selectOptions(screen.getByLabelText('Rows per page'), 'All');
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ perPage: '99999' }));
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).to.equal('62'));
    expect(movementRefs(table).length).to.be.lessThan(60);
  });

  it('offers Export to CSV only while movements-csv-export is on', async () => {
    flags$.next([toggle('movements-csv-export', false)]);
    renderMovements();
    await grid();
    expect(screen.queryByRole('button', { name: 'Export to CSV' })).to.equal(null);
    flags$.next([]);
    expect(await screen.findByRole('button', { name: 'Export to CSV' })).to.not.equal(null);
  });

  it('keeps OK disabled while From holds 31/02/2026, 99/99/9999 or a date half typed, says why, and sends none of them', async () => {
    renderMovements();
    await grid();
    const range = screen.getByRole('group', { name: 'Date' });
    const from = within(range).getByLabelText('From') as HTMLInputElement;
    const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement;
    const requests = (await t.api.requests.to('/api/accounts/HAR001/movements')).length;
    for (const text of ['31/02/2026', '99/99/9999', '01/0']) {
      await enterUnreadableDate(t.typist, range, from, text);
      expect(ok.disabled).to.equal(true);
    }
    expect((await t.api.requests.to('/api/accounts/HAR001/movements')).length).to.equal(requests);
    // A day makes the range one again: 1 January to 1 January the next year is one year, which the list takes.
    await t.typist.clear(from);
    await t.typist.type(from, '01/01/2026');
    const to = within(range).getByLabelText('To') as HTMLInputElement;
    await t.typist.clear(to);
    await t.typist.type(to, '01/01/2027');
    await t.typist.keyboard('{Escape}');
    await waitFor(() => expect(ok.disabled).to.equal(false));
    await t.typist.click(ok);
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ dateFrom: '2026-01-01', dateTo: '2027-01-01', page: '1' }));
  });

  it('cuts a pasted search to the 100 characters the server takes and says so, and names a pasted letter in a numeric filter', async () => {
    renderMovements();
    await grid();
    const search = screen.getByLabelText('Search movements') as HTMLInputElement;
    expect(search.maxLength).to.equal(100);
    await t.typist.click(search);
    await t.typist.paste('x'.repeat(120));
    expect(search.value).to.have.length(100);
    expect(await screen.findByText('Only the first 100 characters were pasted: this box takes 100 at most.')).to.not.equal(null);
    await t.typist.type(search, '{Backspace}');
    await waitFor(() => expect(screen.queryByText(/^Only the first 100 characters/)).to.equal(null));
    // A paste a numeric filter refuses is named, not silently dropped.
    const weighbridge = screen.getByLabelText('Filter Weighbridge') as HTMLInputElement;
    expect(weighbridge.maxLength).to.equal(20);
    await t.typist.click(weighbridge);
    await t.typist.paste('WB 123');
    expect(weighbridge.value).to.equal('');
    expect(await screen.findByText('Enter digits only.')).to.not.equal(null);
  });

  it('on a narrow grid folds the columns it has no room for into the expanded row and their filters above it, never scrolling sideways', async () => {
    await setViewport({ width: 800, height: 900 });
    renderMovements();
    const table = await grid();
    const scroller = screen.getByRole('region', { name: 'Movements grid' });
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'Claims' })).to.equal(null));
    expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth);
    expect(within(screen.getByRole('group', { name: 'More filters' })).getByLabelText('Filter Weighbridge')).to.not.equal(null);
    await t.typist.click(within(table).getByRole('button', { name: 'Details and analysis of MV-00001' }));
    const terms = (await within(table).findAllByRole('term')).map((term) => term.textContent);
    expect(terms).to.include.members(['Invoices', 'Claims', 'Weighbridge']);
    expect(await within(table).findByRole('table', { name: 'Analysis of MV-00001' })).to.not.equal(null);
  });

  it("says 'No records found' in the grid when nothing matches", async () => {
    renderMovements();
    const table = await grid();
    await t.typist.type(screen.getByLabelText('Search movements'), 'nothing-like-this');
    expect(await within(table).findByText('No records found', {}, { timeout: 4000 })).to.not.equal(null);
  });
});
