import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { lastQuery, movementsTestSetUp, renderMovements } from '../movements.test-kit';

const cards = () => screen.findByRole('list', { name: 'Movements' }, { timeout: 5000 });

describe('MovementsScreen on a phone', function () {
  this.timeout(30_000);
  const t = movementsTestSetUp({ phone: true });

  it('shows 10 cards, then 10 more a Load more, counted apart for All, Planned and Moved', async () => {
    renderMovements();
    await cards();
    expect(screen.getByText('10 of 60 results')).to.not.equal(null);
    await t.typist.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ perPage: '20', page: '1' }));
    expect(await screen.findByText('20 of 60 results')).to.not.equal(null);
    await t.typist.selectOptions(screen.getByLabelText('Movement status'), 'Planned');
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ status: 'planned', perPage: '10' }));
    expect(await screen.findByText('10 of 12 results')).to.not.equal(null);
    await t.typist.selectOptions(screen.getByLabelText('Movement status'), 'All');
    expect(await screen.findByText('20 of 60 results')).to.not.equal(null);
  });

  it('offers exactly the four sorts of §2 and sends the chosen one', async () => {
    renderMovements();
    await cards();
    const sortBy = screen.getByLabelText('Sort by') as HTMLSelectElement;
    expect([...sortBy.options].map((option) => option.textContent)).to.deep.equal(['Date (New to Old)', 'Date (Old to New)', 'Product (A-Z)', 'Product (Z-A)']);
    await t.typist.selectOptions(sortBy, 'Product (Z-A)');
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ orderBy: 'product', orderDir: 'desc' }));
  });

  it('enables Apply only once a filter changed and Reset only while a field is not the default', async () => {
    renderMovements();
    await cards();
    await t.typist.click(screen.getByRole('button', { name: 'Filter by' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter by' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    const reset = within(dialog).getByRole('button', { name: 'Reset' }) as HTMLButtonElement;
    expect([apply.disabled, reset.disabled]).to.deep.equal([true, true]);
    const weighbridge = within(dialog).getByLabelText('Weighbridge') as HTMLInputElement;
    await t.typist.type(weighbridge, 'x');
    expect(weighbridge.value).to.equal('');
    expect(within(dialog).getByRole('alert').textContent).to.equal('Enter digits only.');
    await t.typist.type(within(dialog).getByLabelText('Product'), 'barley');
    expect([apply.disabled, reset.disabled]).to.deep.equal([false, false]);
    await t.typist.click(apply);
    await waitFor(async () => expect(await lastQuery(t.api)).to.include({ product: 'barley' }));
    expect(screen.getByRole('button', { name: 'Filter by (1)' })).to.not.equal(null);
    await t.typist.click(screen.getByRole('button', { name: 'Filter by (1)' }));
    const again = await screen.findByRole('dialog', { name: 'Filter by' });
    expect((within(again).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).to.equal(true);
    await t.typist.click(within(again).getByRole('button', { name: 'Reset' }));
    expect((within(again).getByLabelText('Product') as HTMLInputElement).value).to.equal('');
    expect((within(again).getByRole('button', { name: 'Reset' }) as HTMLButtonElement).disabled).to.equal(true);
    expect((within(again).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).to.equal(false);
  });

  it('expands a moved card to its analysis; a planned card has no analysis button', async () => {
    renderMovements();
    const list = await cards();
    const planned = within(list)
      .getAllByRole('listitem')
      .find((card) => card.textContent!.includes('MP-'))!;
    expect(within(planned).queryByRole('button', { name: /analysis/ })).to.equal(null);
    await t.typist.selectOptions(screen.getByLabelText('Movement status'), 'Moved');
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]!.textContent).to.include('MV-00001'));
    const moved = within(list).getAllByRole('listitem')[0]!;
    await t.typist.click(within(moved).getByRole('button', { name: 'Show analysis' }));
    const analysis = await within(moved).findByRole('table', { name: 'Analysis of MV-00001' });
    expect(
      within(analysis)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).to.deep.equal(['Moisture', 'Kg/hl', 'Protein', 'Hagberg', 'Admix/Scr']);
  });

  it("says 'No Movements Found' when nothing matches", async () => {
    renderMovements();
    await cards();
    await t.typist.type(screen.getByLabelText('Search movements'), 'nothing-like-this');
    expect(await screen.findByText('No Movements Found', {}, { timeout: 4000 })).to.not.equal(null);
  });
});
