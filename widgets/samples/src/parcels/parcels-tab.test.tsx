import { setViewport } from '@web/test-runner-commands';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { parcel, parcelId } from '@farm/area-my-account/mocks';
import { PARCELS_PATH, parcelsTestSetUp, REFERENCE, renderInWidget } from '../wizard/parcels.test-kit';
import { ParcelsTab } from './parcels-tab';

const THREE = () => [
  parcel({ parcelId: parcelId(1), parcelName: 'Wheat - Parcel A' }),
  parcel({ parcelId: parcelId(2), parcelName: 'Wheat - Parcel B', tonnage: '30' }),
  parcel({ parcelId: parcelId(3), parcelName: 'Wheat - Parcel C' }),
];
const table = () => screen.findByRole('table', { name: 'Parcels' }, { timeout: 5000 });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('ParcelsTab (spec 3 §2, §4)', function () {
  this.timeout(30_000);
  const t = parcelsTestSetUp();

  it("treats a 404 parcels read as an empty list: 'No parcels yet' and Create parcel, which opens the wizard", async () => {
    t.serveParcels(null);
    renderInWidget(<ParcelsTab reference={REFERENCE} />);
    expect(await screen.findByText('No parcels yet', {}, { timeout: 5000 })).to.not.equal(null);
    expect(screen.queryByRole('alert')).to.equal(null);
    await t.typist.click(button('Create parcel'));
    expect(window.location.pathname).to.equal('/dashboard/grainsampling/create-parcel');
  });

  it('lists each parcel with its commodity, samples, tonnage, target grade and dates, and an Edit link to edit mode', async () => {
    renderInWidget(<ParcelsTab reference={REFERENCE} />);
    const list = await table();
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).to.deep.equal(['', 'Parcel name', 'Commodity', 'Samples', 'Tonnage', 'Target grade', 'Created', 'Last updated', 'Edit']);
    const row = within(list).getByRole('rowheader', { name: 'Barley - Parcel A' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(1, 5).map((cell) => cell.textContent)).to.deep.equal(['Barley', '1', '58.5', 'None']);
    expect(within(row).getByRole('link', { name: 'Edit Barley - Parcel A' }).getAttribute('href')).to.equal(
      `/dashboard/grainsampling/edit-parcel?parcelId=${parcelId(2)}`,
    );
  });

  it('deletes two of three after the confirm: the list is saved without them, naming the version read', async () => {
    t.serveParcels(THREE());
    renderInWidget(<ParcelsTab reference={REFERENCE} />);
    const list = await table();
    expect(button('Delete selected')).to.have.property('disabled', true);
    await t.typist.click(within(list).getByRole('checkbox', { name: 'Select Wheat - Parcel A' }));
    await t.typist.click(within(list).getByRole('checkbox', { name: 'Select Wheat - Parcel C' }));
    expect(screen.getByText('2 of 3 selected')).to.not.equal(null);
    await t.typist.click(button('Delete selected'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete parcels' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).to.deep.equal(['Wheat - Parcel A', 'Wheat - Parcel C']);
    await t.typist.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 parcels deleted.')).to.not.equal(null);
    await waitFor(() => expect(names(list)).to.deep.equal(['Wheat - Parcel B']));
    const [put] = await t.api.requests.to(PARCELS_PATH, 'PUT');
    expect(put!.headers.get('If-Match')).to.equal('"1"');
    expect((put!.body as { parcels: { parcelId: string; tonnage: string }[] }).parcels).to.deep.equal([
      {
        parcelId: parcelId(2),
        parcelName: 'Wheat - Parcel B',
        commodity: { commodityNo: 81083, description: 'Wheat' },
        samples: THREE()[1]!.samples,
        tonnage: '30',
        targetGrade: 'Feed Wheat',
        notes: '',
        shared: false,
      },
    ]);
    expect(t.parcels.parcelsOf(REFERENCE)!.map((p) => p.parcelName)).to.deep.equal(['Wheat - Parcel B']);
  });

  it('deletes nothing when the parcels changed elsewhere (412): it reads them again and says the list changed', async () => {
    t.serveParcels(THREE());
    renderInWidget(<ParcelsTab reference={REFERENCE} />);
    const list = await table();
    await t.typist.click(within(list).getByRole('checkbox', { name: 'Select Wheat - Parcel B' }));
    t.parcels.changeElsewhere(REFERENCE, (parcels) => [...parcels, parcel({ parcelId: parcelId(4), parcelName: 'Wheat - Parcel D' })]);
    await t.typist.click(button('Delete selected'));
    await t.typist.click(within(await screen.findByRole('dialog', { name: 'Delete parcel' })).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Your parcels were changed elsewhere since you opened them. The list below is as it is now: check your selection and delete again.',
      ),
    ).to.not.equal(null);
    await waitFor(() => expect(names(list)).to.deep.equal(['Wheat - Parcel A', 'Wheat - Parcel B', 'Wheat - Parcel C', 'Wheat - Parcel D']));
    expect(t.parcels.parcelsOf(REFERENCE)).to.have.length(4);
    // The selection is kept for the parcels still there, so deleting again is one press.
    expect((within(list).getByRole('checkbox', { name: 'Select Wheat - Parcel B' }) as HTMLInputElement).checked).to.equal(true);
  });

  it('shows why a delete failed instead of swallowing it, and keeps the parcels', async () => {
    renderInWidget(<ParcelsTab reference={REFERENCE} />);
    const list = await table();
    t.api.use(
      http.put(`*${PARCELS_PATH}`, () => Response.json({ status: 500, errorCode: 'INTERNAL', errorMessage: 'Internal server error' }, { status: 500 })),
    );
    await t.typist.click(within(list).getByRole('checkbox', { name: 'Select Wheat - Parcel A' }));
    await t.typist.click(button('Delete selected'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete parcel' });
    await t.typist.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.match(/^Connectivity error, please try again later\./);
    expect(names(list)).to.deep.equal(['Wheat - Parcel A', 'Barley - Parcel A']);
  });

  it('selects every parcel with the header box', async () => {
    renderInWidget(<ParcelsTab reference={REFERENCE} />);
    const list = await table();
    await t.typist.click(within(list).getByRole('checkbox', { name: 'Select all parcels' }));
    expect(screen.getByText('2 of 2 selected')).to.not.equal(null);
    await t.typist.click(within(list).getByRole('checkbox', { name: 'Select all parcels' }));
    expect(screen.getByText('2 parcels')).to.not.equal(null);
  });

  it('shows cards on a phone, each with its box and Edit link', async () => {
    await setViewport({ width: 375, height: 800 });
    renderInWidget(<ParcelsTab reference={REFERENCE} />);
    const cards = await screen.findByRole('list', { name: 'Parcels' }, { timeout: 5000 });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).to.deep.equal(['Wheat - Parcel A', 'Barley - Parcel A']);
    expect(within(cards).getByRole('checkbox', { name: 'Select Barley - Parcel A' })).to.not.equal(null);
    expect(within(cards).getByRole('link', { name: 'Edit Wheat - Parcel A' })).to.not.equal(null);
    expect(screen.queryByRole('table')).to.equal(null);
  });
});
