import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { filterCommodity, renderSamples, rowReferences, samplesTable, samplesTestSetUp } from '../samples/samples.test-kit';

const NEEDS_TWO = 'Please select two or more samples in order to compare the results';
const LIMIT = 'Compare up to 10 samples at once. To add a new sample, please remove one from your current selection.';

const box = (reference: string) => screen.getByRole('checkbox', { name: `Select to compare ${reference}` }) as HTMLInputElement;
const compareButton = () => screen.getByRole('button', { name: 'Compare' }) as HTMLButtonElement;
/** A field's row of the comparison: each sample's cell, then Best, Worst and Average. */
const fieldRow = (table: HTMLElement, reference: string) => table.querySelector<HTMLElement>(`tbody tr[data-analysis="${reference}"]`)!;
const stat = (row: HTMLElement, which: 'best' | 'worst' | 'average') => row.querySelector(`td[data-stat="${which}"]`)!.textContent;

describe('Comparing samples', function () {
  this.timeout(30_000);
  const t = samplesTestSetUp();

  it('hints at one sample, enables Compare from two, hints at ten and then takes no eleventh', async () => {
    renderSamples();
    const table = await samplesTable();
    const references = rowReferences(table) as string[];
    // Every row has exactly one box, labelled 'Select to compare'.
    expect(within(table).getAllByText('Select to compare')).to.have.length(references.length);
    expect(within(table).getAllByRole('checkbox')).to.have.length(references.length);
    await t.typist.click(box(references[0]!));
    expect(screen.getByText(NEEDS_TWO)).to.not.equal(null);
    // The ticked box is the same element, still focused: a keyboard user goes on from it.
    expect(document.activeElement).to.equal(box(references[0]!));
    expect(compareButton().disabled).to.equal(true);
    await t.typist.click(box(references[1]!));
    expect(screen.queryByText(NEEDS_TWO)).to.equal(null);
    expect(compareButton().disabled).to.equal(false);
    for (const reference of references.slice(2, 10)) await t.typist.click(box(reference));
    expect(screen.getByText(LIMIT)).to.not.equal(null);
    expect(screen.getByText('10 of 10 samples selected')).to.not.equal(null);
    expect(box(references[10]!).disabled).to.equal(true);
    expect(box(references[9]!).disabled).to.equal(false);
    await t.typist.click(box(references[10]!));
    expect(box(references[10]!).checked).to.equal(false);
    // Unticking one makes room again.
    await t.typist.click(box(references[9]!));
    expect(screen.queryByText(LIMIT)).to.equal(null);
    expect(box(references[10]!).disabled).to.equal(false);
  });

  it('keeps the selection across pages', async () => {
    renderSamples();
    const table = await samplesTable();
    await t.typist.click(box('SMP-0001'));
    await t.typist.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowReferences(table)[0]).to.not.equal('SMP-0001'));
    await t.typist.click(box(rowReferences(table)[0]!));
    expect(screen.getByText('2 of 10 samples selected')).to.not.equal(null);
    await t.typist.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(box('SMP-0001').checked).to.equal(true));
  });

  it('gives Best, Worst and Average per field: lower moisture is best, higher protein; blanks skipped, the average to 2 decimals', async () => {
    renderSamples();
    await samplesTable();
    await filterCommodity(t.typist, 'Wheat');
    const table = await samplesTable();
    await waitFor(() => expect(rowReferences(table).slice(0, 3)).to.deep.equal(['SMP-0001', 'SMP-0002', 'SMP-0003']));
    for (const reference of ['SMP-0001', 'SMP-0002', 'SMP-0003', 'SMP-0006']) await t.typist.click(box(reference));
    await t.typist.click(compareButton());
    const dialog = await screen.findByRole('dialog', { name: 'Compare samples' });
    const comparison = within(dialog).getByRole('table', { name: 'Sample comparison' });
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((header) => header.firstChild!.firstChild?.textContent ?? header.textContent),
    ).to.deep.equal(['Analysis', 'SMP-0001', 'SMP-0002', 'SMP-0003', 'SMP-0006', 'Best', 'Worst', 'Average']);
    expect([...comparison.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-analysis'))).to.deep.equal(['MOI', 'KG', 'PRO', 'HAG', 'ADS']);

    // Drop SMP-0006 (its moisture and protein are random) to compare the three whose values are set.
    await t.typist.click(within(dialog).getByRole('button', { name: 'Remove SMP-0006 from the comparison' }));
    expect(screen.getByText('3 of 10 samples selected')).to.not.equal(null);
    const moisture = fieldRow(comparison, 'MOI');
    expect(within(moisture).getByRole('rowheader').textContent).to.equal('Moisture (MOI)Lower is better');
    expect([stat(moisture, 'best'), stat(moisture, 'worst'), stat(moisture, 'average')]).to.deep.equal(['13.9%', '15.2%', '14.57%']);
    const protein = fieldRow(comparison, 'PRO');
    expect(within(protein).getByRole('rowheader').textContent).to.equal('Protein (PRO)Higher is better');
    expect([stat(protein, 'best'), stat(protein, 'worst'), stat(protein, 'average')]).to.deep.equal(['12.6%', '10.9%', '11.77%']);
    // The best and worst cells say so in words, not only colour.
    const marks = (row: HTMLElement) =>
      [...row.querySelectorAll('td:not([data-stat])')].map((cell) => [cell.getAttribute('data-mark'), cell.querySelector('.mark')?.textContent ?? null]);
    expect(marks(moisture)).to.deep.equal([
      [null, null],
      ['best', 'Best'],
      ['worst', 'Worst'],
    ]);
    expect(marks(protein)).to.deep.equal([
      [null, null],
      ['best', 'Best'],
      ['worst', 'Worst'],
    ]);
  });

  it('skips a blank result and shows it as a dash', async () => {
    renderSamples();
    await filterCommodity(t.typist, 'Wheat');
    const table = await samplesTable();
    await waitFor(() => expect(rowReferences(table)).to.include('SMP-0006'));
    const hagberg = (reference: string) => Number(table.querySelector(`tr[data-sample="${reference}"] td[data-analysis="HAG"]`)!.textContent);
    const [a, b] = [hagberg('SMP-0001'), hagberg('SMP-0002')];
    for (const reference of ['SMP-0001', 'SMP-0002', 'SMP-0006']) await t.typist.click(box(reference));
    await t.typist.click(compareButton());
    const dialog = await screen.findByRole('dialog', { name: 'Compare samples' });
    const row = fieldRow(within(dialog).getByRole('table', { name: 'Sample comparison' }), 'HAG');
    expect(row.querySelectorAll('td')[2]!.textContent).to.equal('–');
    expect(stat(row, 'average')).to.equal(`${((a + b) / 2).toFixed(2)} s`);
    expect(stat(row, 'best')).to.equal(`${Math.max(a, b)} s`);
  });

  it('says the hint in the comparison once fewer than two are left, and Clear selection empties it', async () => {
    renderSamples();
    await samplesTable();
    await t.typist.click(box('SMP-0001'));
    await t.typist.click(box('SMP-0002'));
    await t.typist.click(compareButton());
    const dialog = await screen.findByRole('dialog', { name: 'Compare samples' });
    await t.typist.click(within(dialog).getByRole('button', { name: 'Remove SMP-0002 from the comparison' }));
    expect(within(dialog).getByText(NEEDS_TWO)).to.not.equal(null);
    expect(box('SMP-0002').checked).to.equal(false);
    await t.typist.click(within(dialog).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Compare samples' })).to.equal(null));
    expect(box('SMP-0001').checked).to.equal(false);
    expect(screen.getByText('Select up to 10 samples to compare their results.')).to.not.equal(null);
  });

  it('keeps the samples of the filtered commodity when the commodity filter changes, and says what left', async () => {
    renderSamples();
    await samplesTable();
    // SMP-0001 is wheat, SMP-0004 barley and SMP-0005 oilseed rape.
    for (const reference of ['SMP-0001', 'SMP-0004', 'SMP-0005']) await t.typist.click(box(reference));
    await filterCommodity(t.typist, 'Wheat');
    expect(await screen.findByText('2 samples of another commodity left your selection: only samples of one commodity are compared.')).to.not.equal(null);
    expect(screen.getByText('1 of 10 samples selected')).to.not.equal(null);
    await waitFor(() => expect(box('SMP-0001').checked).to.equal(true));
  });
});
