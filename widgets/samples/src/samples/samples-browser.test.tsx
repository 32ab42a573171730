import { account$ } from '@farm/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../../tests/support/api-envelopes';
import { demoAccounts } from '../../../../tests/support/mock-handlers';
import { applyFilters, filterCommodity, lastQuery, renderSamples, rowReferences, samplesTable, samplesTestSetUp } from './samples.test-kit';

const DAY_MS = 86_400_000;
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent!.replace(/[▲▼]/g, ''));

describe('The Grain Samples tab on a desktop', function () {
  this.timeout(30_000);
  const t = samplesTestSetUp();

  it('opens on the last 180 days ending today, newest first, 25 a page, with a Key results cell and the filters hidden', async () => {
    renderSamples();
    const table = await samplesTable();
    const query = await lastQuery(t.api);
    expect(query).to.include({ orderBy: 'dateTaken', orderDir: 'desc', page: '1', perPage: '25' });
    expect((Date.parse(query.dateTo!) - Date.parse(query.dateFrom!)) / DAY_MS + 1).to.equal(180);
    expect(query).to.not.have.any.keys('commodityNo', 'varietyNo', 'locality', 'reference', 'contractReference');
    expect(headers(table)).to.deep.equal(['Compare', 'Date taken', 'Sample', 'Contract', 'Commodity', 'Variety', 'Locality', 'Key results']);
    expect(rowReferences(table)).to.have.length(25);
    expect(rowReferences(table)[0]).to.equal('SMP-0001');
    // An oilseed rape sample's key results are its three; a cereal's its five.
    const rape = table.querySelector('tr[data-sample="SMP-0005"]')!;
    expect([...rape.querySelectorAll('li abbr')].map((abbr) => abbr.textContent)).to.deep.equal(['MOI', 'ADS', 'OIL']);
    expect(screen.queryByRole('search', { name: 'Sample filters' })).to.equal(null);
    expect(screen.getByRole('button', { name: 'Show filters' }).getAttribute('aria-expanded')).to.equal('false');
  });

  it('sends commodityNo, varietyNo, locality, reference, contractReference, dateFrom and dateTo, offering only the chosen commodity’s varieties', async () => {
    renderSamples();
    await samplesTable();
    await t.typist.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ page: '2' }));
    await applyFilters(t.typist, async (panel) => {
      await waitFor(() => expect(within(within(panel).getByLabelText('Commodity')).getAllByRole('option')).to.have.length(4));
      const variety = within(panel).getByLabelText('Variety');
      expect(
        within(variety)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).to.include.members(['Aurelia', 'Bolton', 'Champion']);
      await t.typist.selectOptions(within(panel).getByLabelText('Commodity'), 'Wheat');
      expect(
        within(variety)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).to.deep.equal(['All', 'Champion', 'Crusoe', 'Dawsum', 'Extase', 'Gleam', 'Skyfall']);
      await t.typist.selectOptions(variety, 'Champion');
      await t.typist.selectOptions(within(panel).getByLabelText('Locality'), 'Saffron Walden');
      await t.typist.type(within(panel).getByLabelText('Sample reference'), ' smp-00 ');
      await t.typist.type(within(panel).getByLabelText('Contract'), '2026-001');
      await t.typist.selectOptions(within(panel).getByLabelText('Date shortcuts'), 'Last 90 days');
    });
    await waitFor(async () =>
      expect(await lastQuery(t.api)).to.include({
        commodityNo: '81083',
        varietyNo: '101',
        locality: 'Saffron Walden',
        reference: 'smp-00',
        contractReference: '2026-001',
        page: '1',
      }),
    );
    const query = await lastQuery(t.api);
    expect((Date.parse(query.dateTo!) - Date.parse(query.dateFrom!)) / DAY_MS + 1).to.equal(90);
  });

  it('keeps Apply filters disabled while a Date taken box holds 99/99/9999, saying why; Reset filters is then offered', async () => {
    renderSamples();
    await samplesTable();
    await t.typist.click(screen.getByRole('button', { name: 'Show filters' }));
    const panel = await screen.findByRole('search', { name: 'Sample filters' });
    const apply = within(panel).getByRole('button', { name: 'Apply filters' }) as HTMLButtonElement;
    const to = within(panel).getByLabelText('To') as HTMLInputElement;
    await t.typist.clear(to);
    await t.typist.type(to, '99/99/9999');
    await t.typist.keyboard('{Escape}');
    expect(await within(panel).findByText('Enter a valid date, e.g. 13/02/2025')).to.not.equal(null);
    expect(apply.disabled).to.equal(true);
    expect((within(panel).getByRole('button', { name: 'Reset filters' }) as HTMLButtonElement).disabled).to.equal(false);
    // Enter submits the form too: nothing is sent.
    const requests = (await t.api.requests.to('/api/accounts/HAR001/samples')).length;
    await t.typist.type(to, '{Enter}');
    expect((await t.api.requests.to('/api/accounts/HAR001/samples')).length).to.equal(requests);
    // Reset filters puts the defaults back in the boxes, though they are the filters applied already.
    await t.typist.click(within(panel).getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(to.value).to.match(/^\d{2}\/\d{2}\/\d{4}$/));
    expect(within(panel).queryByText('Enter a valid date, e.g. 13/02/2025')).to.equal(null);
  });

  it('limits the reference boxes to the 50 characters the server takes, and says so when a paste is cut', async () => {
    renderSamples();
    await samplesTable();
    await t.typist.click(screen.getByRole('button', { name: 'Show filters' }));
    const panel = await screen.findByRole('search', { name: 'Sample filters' });
    const reference = within(panel).getByLabelText('Sample reference') as HTMLInputElement;
    await t.typist.click(reference);
    await t.typist.paste('S'.repeat(60));
    expect(reference.value).to.have.length(50);
    expect(await within(panel).findByText('Only the first 50 characters were pasted: this box takes 50 at most.')).to.not.equal(null);
  });

  it('clears a chosen variety when another commodity is chosen, and Reset filters returns to the defaults', async () => {
    renderSamples();
    await samplesTable();
    await applyFilters(t.typist, async (panel) => {
      await waitFor(() => expect(within(panel).getByRole('option', { name: 'Bolton' })).to.not.equal(null));
      await t.typist.selectOptions(within(panel).getByLabelText('Variety'), 'Bolton');
      await t.typist.selectOptions(within(panel).getByLabelText('Commodity'), 'Wheat');
      expect((within(panel).getByLabelText('Variety') as HTMLSelectElement).value).to.equal('');
    });
    await waitFor(async () =>
      expect(await lastQuery(t.api))
        .to.include({ commodityNo: '81083' })
        .and.not.have.property('varietyNo'),
    );
    const table = await samplesTable();
    await waitFor(() => expect(rowReferences(table)).to.not.include('SMP-0004'));
    await t.typist.click(screen.getByRole('button', { name: 'Reset filters' }));
    // The first page of the defaults is in the cache: the barley and oilseed rape samples come back without a request.
    await waitFor(() => expect(rowReferences(table)).to.include('SMP-0004'));
    expect((screen.getByLabelText('Commodity') as HTMLSelectElement).value).to.equal('');
    expect((screen.getByRole('button', { name: 'Reset filters' }) as HTMLButtonElement).disabled).to.equal(true);
  });

  it('shows one result column per analysis of the filtered commodity, headed by name and unit', async () => {
    renderSamples();
    await samplesTable();
    await filterCommodity(t.typist, 'Wheat');
    const table = await samplesTable();
    await waitFor(() => expect(headers(table).slice(7)).to.deep.equal(['Moisture (%)', 'Kg/hl', 'Protein (%)', 'Hagberg (s)', 'Admix/Scr (%)']));
    const first = table.querySelector('tr[data-sample="SMP-0001"]')!;
    // The heading carries the unit, the cells the figures.
    expect(first.querySelector('td[data-analysis="MOI"]')!.textContent).to.equal('14.6');
    expect(first.querySelector('td[data-analysis="PRO"]')!.textContent).to.equal('11.8');
    // A result the lab did not record is a dash.
    expect(table.querySelector('tr[data-sample="SMP-0006"] td[data-analysis="HAG"]')!.textContent).to.equal('–');
    await filterCommodity(t.typist, 'Oilseed Rape');
    await waitFor(() => expect(headers(table).slice(7)).to.deep.equal(['Moisture (%)', 'Admix/Scr (%)', 'Oil content (%)']));
  });

  it('sorts on the server by the clicked header, the same header again turning the order round, and starts again at page 1', async () => {
    renderSamples();
    const table = await samplesTable();
    await t.typist.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ page: '2' }));
    await t.typist.click(within(table).getByRole('button', { name: /^Locality/ }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ orderBy: 'locality', orderDir: 'asc', page: '1' }));
    await waitFor(() =>
      expect(
        within(table)
          .getByRole('columnheader', { name: /^Locality/ })
          .getAttribute('aria-sort'),
      ).to.equal('ascending'),
    );
    await t.typist.click(within(table).getByRole('button', { name: /^Locality/ }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ orderBy: 'locality', orderDir: 'desc' }));
  });

  it('pages on the server with 10, 25 or 50 a page', async () => {
    renderSamples();
    const table = await samplesTable();
    const pageSize = screen.getByLabelText('Rows per page') as HTMLSelectElement;
    expect([...pageSize.options].map((option) => option.textContent)).to.deep.equal(['10', '25', '50']);
    await t.typist.selectOptions(pageSize, '10');
    await waitFor(() => expect(rowReferences(table)).to.have.length(10));
    await t.typist.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ page: '2', perPage: '10' }));
    await waitFor(() => expect(rowReferences(table)[0]).to.equal('SMP-0011'));
  });

  it("says 'No result found. Please change your filters and try again.' when no sample matches", async () => {
    renderSamples();
    await samplesTable();
    await applyFilters(t.typist, (panel) => t.typist.type(within(panel).getByLabelText('Sample reference'), 'nothing-like-this'));
    expect(await screen.findByText('No result found. Please change your filters and try again.')).to.not.equal(null);
  });

  it("says 'No sample data available, please check later' for a business with no samples at all", async () => {
    act(() => account$.next(demoAccounts[1]!));
    renderSamples();
    expect(await screen.findByText('No sample data available, please check later', {}, { timeout: 5000 })).to.not.equal(null);
  });

  it('reloads for another business and forgets the compare selection', async () => {
    renderSamples();
    const table = await samplesTable();
    await t.typist.click(within(table).getByRole('checkbox', { name: 'Select to compare SMP-0001' }));
    expect(screen.getByText('1 of 10 samples selected')).to.not.equal(null);
    act(() => account$.next(demoAccounts[1]!));
    expect(await screen.findByText('No sample data available, please check later')).to.not.equal(null);
    expect(await t.api.requests.to('/api/accounts/FEN002/samples')).to.have.length.greaterThan(0);
    act(() => account$.next(demoAccounts[0]!));
    await samplesTable();
    expect(screen.getByText('Select up to 10 samples to compare their results.')).to.not.equal(null);
    expect((screen.getByRole('checkbox', { name: 'Select to compare SMP-0001' }) as HTMLInputElement).checked).to.equal(false);
  });

  it('shows the generic error of the lists when the samples cannot be read', async () => {
    t.api.use(http.get('/api/accounts/:reference/samples', () => failure(500, 'INTERNAL_ERROR', 'boom')));
    renderSamples();
    expect(await screen.findByText(/^Connectivity error, please try again later\./, {}, { timeout: 5000 })).to.not.equal(null);
    expect(screen.queryByText(/boom/)).to.equal(null);
  });
});
