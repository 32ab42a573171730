import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../../tests/support/api-envelopes';
import { renderSamples, samplesTable, samplesTestSetUp } from '../samples/samples.test-kit';
import { PRINT_HIDDEN } from './print-isolation';

describe('A sample’s detail and print view', function () {
  this.timeout(30_000);
  const t = samplesTestSetUp();
  let prints = 0;
  const realPrint = window.print;
  beforeEach(() => {
    prints = 0;
    window.print = () => void prints++;
  });
  afterEach(() => {
    window.print = realPrint;
  });

  it('opens from the sample reference with its facts and every result: name, reference, result and unit', async () => {
    renderSamples();
    const table = await samplesTable();
    await t.typist.click(within(table).getByRole('button', { name: 'Details of sample SMP-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample SMP-0001' });
    const results = await within(dialog).findByRole('table', { name: 'Results of SMP-0001' });
    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).to.deep.equal(['Name', 'Reference', 'Result', 'Unit']);
    const moisture = results.querySelector('tr[data-analysis="MOI"]')!;
    expect([...moisture.children].map((cell) => cell.textContent)).to.deep.equal(['Moisture', 'MOI', '14.6', '%']);
    expect(
      within(results)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).to.deep.equal(['Moisture', 'Kg/hl', 'Protein', 'Hagberg', 'Admix/Scr']);
    for (const fact of ['Date taken', 'Contract', 'Commodity', 'Variety', 'Locality'])
      expect(within(dialog).getByText(fact, { selector: 'dt' })).to.not.equal(null);
    expect(within(dialog).getByText('S-2026-001', { selector: 'dd' })).to.not.equal(null);
    await t.typist.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sample SMP-0001' })).to.equal(null));
  });

  it("says 'No data found' when the server does not know the sample, and offers no Print", async () => {
    t.api.use(http.get('/api/accounts/:reference/samples/:sampleId', () => failure(404, 'SAMPLE_NOT_FOUND', 'No data found')));
    renderSamples();
    const table = await samplesTable();
    await t.typist.click(within(table).getByRole('button', { name: 'Details of sample SMP-0002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample SMP-0002' });
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('No data found');
    expect((within(dialog).getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).to.equal(true);
  });

  it('prints a view of the print fields and the results, with only that view on paper, then goes back', async () => {
    renderSamples();
    const table = await samplesTable();
    await t.typist.click(within(table).getByRole('button', { name: 'Details of sample SMP-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample SMP-0001' });
    await within(dialog).findByRole('table', { name: 'Results of SMP-0001' });
    await t.typist.click(within(dialog).getByRole('button', { name: 'Print' }));
    const view = await screen.findByRole('region', { name: 'Print view' });
    await waitFor(() => expect(prints).to.equal(1));
    // The view takes the list's place on screen, and the focus.
    expect(table.checkVisibility()).to.equal(false);
    expect(document.activeElement).to.equal(view);
    const facts = Object.fromEntries([...view.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling!.textContent]));
    expect(facts).to.include({
      Name: 'Harrison Farms Ltd',
      Street: 'Church Farm, Church Lane',
      County: 'Essex',
      Postcode: 'CB10 2LP',
      Telephone: '01799 520 114',
      Fax: '–',
      Address: 'Church Farm, Church Lane, Saffron Walden, Essex, CB10 2LP',
      'Product line': 'Feed Wheat',
      Sample: 'SMP-0001',
    });
    expect(within(view).getByRole('table', { name: 'Results of SMP-0001' })).to.not.equal(null);
    // Everything beside the view, up to the page's body, is kept off paper; the view itself and its ancestors are not.
    expect(table.closest(`[${PRINT_HIDDEN}]`)).to.not.equal(null);
    for (let node: Element | null = view; node; node = node.parentElement) expect(node.hasAttribute(PRINT_HIDDEN), node.tagName).to.equal(false);
    expect(screen.getByRole('heading', { level: 1 }).closest(`[${PRINT_HIDDEN}]`)).to.not.equal(null);
    await t.typist.click(within(view).getByRole('button', { name: 'Print' }));
    expect(prints).to.equal(2);
    await t.typist.click(within(view).getByRole('button', { name: 'Back to samples' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Print view' })).to.equal(null));
    expect(document.querySelector(`[${PRINT_HIDDEN}]`)).to.equal(null);
    expect(await samplesTable()).to.not.equal(null);
  });
});
