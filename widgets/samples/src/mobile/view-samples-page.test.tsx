import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { lastQuery, renderSamples, samplesTestSetUp } from '../samples/samples.test-kit';

const cards = () => screen.findByRole('list', { name: 'Grain samples' }, { timeout: 5000 });
const cardReferences = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((card) => card.getAttribute('data-sample'));

describe('View samples on a phone, on /grainsampling', function () {
  this.timeout(30_000);
  const t = samplesTestSetUp({ phone: true });

  it('shows 10 cards of the last 180 days, then 10 more a Load More, with n of total results', async () => {
    renderSamples();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('View samples');
    const list = await cards();
    await waitFor(() => expect(cardReferences(list)).to.have.length(10));
    expect(await lastQuery(t.api)).to.include({ page: '1', perPage: '10', orderBy: 'dateTaken', orderDir: 'desc' });
    const total = Number(/^10 of (\d+) results$/.exec(screen.getByText(/^10 of \d+ results$/).textContent!)![1]);
    expect(total).to.be.greaterThan(20);
    await t.typist.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ page: '1', perPage: '20' }));
    await waitFor(() => expect(cardReferences(list)).to.have.length(20));
    expect(screen.getByText(`20 of ${total} results`)).to.not.equal(null);
  });

  it('shows a card’s date, contract, commodity, variety and its results, at most seven', async () => {
    renderSamples();
    const list = await cards();
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('heading', { level: 3 }).textContent).to.equal('SMP-0001');
    const facts = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(facts).to.deep.equal(['Date taken', 'Contract', 'Commodity', 'Variety', 'Moisture', 'Kg/hl', 'Protein', 'Hagberg', 'Admix/Scr']);
    expect(card.querySelector('dd[data-analysis="MOI"]')!.textContent).to.equal('14.6%');
  });

  it('keeps the filters behind Filters, and Load More starts again at 10 once they change', async () => {
    renderSamples();
    await cards();
    await t.typist.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ perPage: '20' }));
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await t.typist.click(toggle);
    const panel = await screen.findByRole('search', { name: 'Sample filters' });
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'Barley' })).to.not.equal(null));
    await t.typist.selectOptions(within(panel).getByLabelText('Commodity'), 'Barley');
    await t.typist.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ commodityNo: '81074', perPage: '10' }));
  });

  it('compares two samples chosen on their cards, the comparison scrolling sideways in its own box', async () => {
    renderSamples();
    const list = await cards();
    await t.typist.click(within(list).getByRole('checkbox', { name: 'Select to compare SMP-0001' }));
    expect(screen.getByText('Please select two or more samples in order to compare the results')).to.not.equal(null);
    await t.typist.click(within(list).getByRole('checkbox', { name: 'Select to compare SMP-0002' }));
    await t.typist.click(screen.getByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare samples' });
    const scroller = within(dialog).getByRole('region', { name: 'Sample comparison' });
    expect(getComputedStyle(scroller).overflowX).to.equal('auto');
    expect(scroller.scrollWidth).to.be.greaterThan(scroller.clientWidth);
    expect(document.documentElement.scrollWidth).to.be.at.most(375);
  });

  it('opens a card’s sample in the detail dialog', async () => {
    renderSamples();
    const list = await cards();
    await t.typist.click(within(list).getByRole('button', { name: 'Details of sample SMP-0003' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample SMP-0003' });
    expect(await within(dialog).findByRole('table', { name: 'Results of SMP-0003' })).to.not.equal(null);
  });

  it('links to the parcels, which a phone has no tab for', async () => {
    renderSamples();
    await cards();
    expect(screen.getByRole('link', { name: 'Parcels' }).getAttribute('href')).to.equal('/dashboard/grainsampling?viewParcels');
  });
});

describe('View samples on /grainsamples', function () {
  this.timeout(30_000);
  samplesTestSetUp({ phone: true, path: '/dashboard/grainsamples' });

  it('has no Parcels link', async () => {
    renderSamples();
    await cards();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('View samples');
    expect(screen.queryByRole('link', { name: 'Parcels' })).to.equal(null);
  });
});
