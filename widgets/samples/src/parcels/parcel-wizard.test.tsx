import { account$ } from '@farm/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { failure } from '../../../../tests/support/api-envelopes';
import { demoAccounts } from '../../../../tests/support/mock-handlers';
import { parcel, parcelId, WHEAT_SAMPLES } from '@farm/area-my-account/mocks';
import { SamplesRoot } from '../samples-root';
import { PARCELS_PATH, parcelsTestSetUp, REFERENCE, renderInWidget, savedNames, stepHeading } from '../wizard/parcels.test-kit';
import { ParcelWizard } from './parcel-wizard';
import { enterUnreadableDate } from '../../../../shared/ui/src/lists/date-field.test-kit';

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const stepLabels = () =>
  within(screen.getByRole('list', { name: 'Parcel wizard steps' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const currentStep = () => screen.getByRole('list', { name: 'Parcel wizard steps' }).querySelector('[aria-current="step"]')?.textContent;
const sampleBox = (reference: string) => screen.getByRole('checkbox', { name: `Select to compare ${reference}` }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ParcelWizard (spec 3 §2, §4, §5)', function () {
  this.timeout(30_000);
  const t = parcelsTestSetUp();

  /** Steps 1 and 2 for a new parcel: the commodity, then the given samples, then 'Confirm samples'. */
  async function chooseSamples(commodity: string, references: string[]) {
    await stepHeading('Select a commodity');
    await t.typist.click(button(`Select ${commodity}`));
    await t.typist.click(button('Next'));
    await stepHeading(`Select ${commodity} samples`);
    for (const reference of references) await t.typist.click(await screen.findByRole('checkbox', { name: `Select to compare ${reference}` }));
    await t.typist.click(button('Confirm samples'));
    await stepHeading('Parcel details');
  }

  it("shows the stepper's four steps of §2 exactly, at 'Selecting commodity' with 'Select a commodity'", async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await stepHeading('Select a commodity');
    expect(stepLabels()).to.deep.equal(['1Selecting commodity', '2Selecting samples', '3Parcel details', '4Parcel summary']);
    expect(currentStep()).to.equal('1Selecting commodity');
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Create Parcel');
  });

  it('keeps Next disabled until a commodity is selected, and Confirm samples until a sample is', async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await stepHeading('Select a commodity');
    expect(button('Next')).to.have.property('disabled', true);
    await t.typist.click(button('Select Barley'));
    expect(button('Selected Barley')).to.not.equal(null);
    expect(button('Next')).to.have.property('disabled', false);
    await t.typist.click(button('Next'));
    await stepHeading('Select Barley samples');
    await screen.findByRole('checkbox', { name: 'Select to compare BS-0001' });
    expect(button('Confirm samples')).to.have.property('disabled', true);
    await t.typist.click(sampleBox('BS-0001'));
    expect(screen.getByText('1 sample selected')).to.not.equal(null);
    expect(button('Confirm samples')).to.have.property('disabled', false);
    await t.typist.click(sampleBox('BS-0001'));
    expect(button('Confirm samples')).to.have.property('disabled', true);
  });

  it('reads the commodity’s samples of the last 6 months in one call of 9999, and shows them 10 a page with how many parcels each is in', async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await stepHeading('Select a commodity');
    await t.typist.click(button('Select Wheat'));
    await t.typist.click(button('Next'));
    const table = await screen.findByRole('table', { name: 'Samples' }, { timeout: 5000 });
    const [request] = await t.api.requests.to(`/api/accounts/${REFERENCE}/samples`);
    const query = Object.fromEntries(request!.url.searchParams);
    expect(query).to.include({ commodityNo: '81083', perPage: '9999', page: '1' });
    const months = (Date.parse(query.dateTo!) - Date.parse(query.dateFrom!)) / 86_400_000;
    expect(months).to.be.within(181, 184);
    expect(table.querySelectorAll('tbody > tr')).to.have.length(10);
    expect(screen.getByText('Page 1 of 2')).to.not.equal(null);
    // Wheat - Parcel A of the demo holds WS-0001 and WS-0002.
    const row = within(table).getByRole('rowheader', { name: 'WS-0001' }).closest('tr')!;
    expect(row.querySelector('td:nth-last-child(2)')!.textContent).to.equal('1');
    await t.typist.click(within(row).getByRole('button', { name: 'Details of WS-0001' }));
    const results = await within(table).findByRole('table', { name: 'Results of WS-0001' });
    expect(
      within(results)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).to.deep.equal(['Moisture', 'Kg/hl', 'Protein', 'Hagberg', 'Admix/Scr']);
    expect(within(table).getByText('Wheat - Parcel A')).to.not.equal(null);
    await t.typist.click(button('Next'));
    expect(await screen.findByText('Page 2 of 2')).to.not.equal(null);
    expect(table.querySelectorAll('tbody > tr')).to.have.length(4);
  });

  it("reads no samples while a 'Sample date range' box holds 31/02/2026 or a date half typed, saying why, and reads them once it is a date", async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await stepHeading('Select a commodity');
    await t.typist.click(button('Select Wheat'));
    await t.typist.click(button('Next'));
    await screen.findByRole('table', { name: 'Samples' }, { timeout: 5000 });
    const range = screen.getByRole('group', { name: 'Sample date range' });
    const from = within(range).getByLabelText('From') as HTMLInputElement;
    const calls = async () => (await t.api.requests.to(`/api/accounts/${REFERENCE}/samples`)).length;
    // An emptied box is an open start: the samples up to the To date.
    await t.typist.clear(from);
    await waitFor(async () =>
      expect(Object.fromEntries((await t.api.requests.to(`/api/accounts/${REFERENCE}/samples`)).at(-1)!.url.searchParams)).to.not.have.property('dateFrom'),
    );
    const before = await calls();
    for (const text of ['31/02/2026', '01/0']) {
      await enterUnreadableDate(t.typist, range, from, text);
    }
    expect(await calls()).to.equal(before);
    await t.typist.clear(from);
    await t.typist.type(from, '01/01/2025');
    await waitFor(async () =>
      expect(Object.fromEntries((await t.api.requests.to(`/api/accounts/${REFERENCE}/samples`)).at(-1)!.url.searchParams)).to.include({
        dateFrom: '2025-01-01',
      }),
    );
    expect(within(range).queryByText('Enter a valid date, e.g. 13/02/2025')).to.equal(null);
  });

  it("names a new parcel 'Wheat - Parcel A', then 'Wheat - Parcel B'; the first save is a POST, the next a PUT with If-Match", async () => {
    t.serveParcels(null);
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await chooseSamples('Wheat', ['WS-0003', 'WS-0004']);
    expect(field('Parcel name').value).to.equal('Wheat - Parcel A');
    await t.typist.type(field('Tonnage'), '58.5');
    await t.typist.selectOptions(screen.getByLabelText('Target grade'), 'Feed Wheat');
    await t.typist.click(button('Create Parcel'));
    await stepHeading('Parcel summary');
    const [post] = await t.api.requests.to(PARCELS_PATH, 'POST');
    expect(post!.body).to.deep.equal({
      parcels: [
        {
          parcelName: 'Wheat - Parcel A',
          tonnage: '58.5',
          targetGrade: 'Feed Wheat',
          notes: '',
          commodity: { commodityNo: 81083, description: 'Wheat' },
          samples: [WHEAT_SAMPLES[2]!.sampleId, WHEAT_SAMPLES[3]!.sampleId],
          shared: false,
        },
      ],
    });
    expect(currentStep()).to.equal('4Parcel summary');
    // A target grade brings the claim preview: both samples meet feed wheat's 15/2/72.
    const preview = screen.getByRole('region', { name: 'Quality claim preview: Feed Wheat' });
    expect(preview.textContent).to.contain('This is an estimate, not a claim.');
    expect(preview.textContent).to.contain('Every sample meets the Feed Wheat standard.');

    await t.typist.click(button('Create another parcel'));
    await chooseSamples('Wheat', ['WS-0005']);
    expect(field('Parcel name').value).to.equal('Wheat - Parcel B');
    await t.typist.click(button('Create Parcel'));
    await stepHeading('Parcel summary');
    expect(screen.queryByRole('region', { name: /Quality claim preview/ }), 'no preview for a parcel without a target grade').to.equal(null);
    const [put] = await t.api.requests.to(PARCELS_PATH, 'PUT');
    expect(put!.headers.get('If-Match')).to.equal('"1"');
    expect(await savedNames(t.api)).to.deep.equal(['Wheat - Parcel A', 'Wheat - Parcel B']);
    expect(t.parcels.parcelsOf(REFERENCE)!.map((p) => p.parcelName)).to.deep.equal(['Wheat - Parcel A', 'Wheat - Parcel B']);
  });

  it('shows the saved parcel’s details and Best, Worst and Average per analysis field on the summary', async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await chooseSamples('Wheat', ['WS-0001', 'WS-0002', 'WS-0003']);
    await t.typist.type(field('Notes'), 'North bay');
    await t.typist.click(button('Create Parcel'));
    await stepHeading('Parcel summary');
    const details = screen.getByRole('region', { name: 'Parcel details' });
    const facts = [...details.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
    expect(facts).to.deep.equal([
      'Parcel name: Wheat - Parcel B',
      'Commodity: Wheat',
      'Tonnage: Not given',
      'Target grade: None',
      'Notes: North bay',
      'Samples: 3',
    ]);
    const analysis = await screen.findByRole('table', { name: 'Analysis across the samples' });
    const stats = (reference: string) => [...analysis.querySelectorAll(`tr[data-analysis="${reference}"] td[data-stat]`)].map((cell) => cell.textContent);
    // WS-0001..3 have moisture 13.8, 14.2, 14.6 (lower is better) and protein 10.9, 11.5, 12.1 (higher is better).
    expect(stats('MOI')).to.deep.equal(['13.8%', '14.6%', '14.20%']);
    expect(stats('PRO')).to.deep.equal(['12.1%', '10.9%', '11.50%']);
    // Each sample's results are a column of the same table.
    expect([...analysis.querySelectorAll('thead th[data-sample]')].map((th) => th.getAttribute('data-sample'))).to.deep.equal([
      'WS-0001',
      'WS-0002',
      'WS-0003',
    ]);
  });

  it("blocks refused characters and the 51st character as typed, and names a pasted '<' at once and when the box is left", async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await chooseSamples('Wheat', ['WS-0003']);
    const name = field('Parcel name');
    await t.typist.clear(name);
    await t.typist.type(name, 'North <');
    expect(name.value).to.equal('North ');
    const why = "Not typed: Use only letters, digits, spaces and - ' , .";
    expect(screen.getByText(why).closest('[role="alert"]')).to.not.equal(null);
    // The next key the box takes ends the message.
    await t.typist.type(name, 'store>, bay 2');
    expect(name.value).to.equal('North store, bay 2');
    expect(screen.queryByText(why)).to.equal(null);
    await t.typist.clear(name);
    await t.typist.type(name, 'x'.repeat(51));
    expect(name.value).to.have.length(50);
    expect(screen.getByText('Not typed: Use 50 characters or fewer.')).to.not.equal(null);
    await t.typist.type(field('Tonnage'), "1,200 t's");
    expect(field('Tonnage').value).to.equal('1200 ts');

    await t.typist.clear(name);
    await t.typist.click(name);
    await t.typist.paste('North <b>');
    expect(name.value).to.equal('North <b>');
    // Named as soon as it is pasted, not only when the box is left.
    expect((await screen.findByText("Use only letters, digits, spaces and - ' , .")).closest('[role="alert"]')).to.not.equal(null);
    await t.typist.tab();
    expect(await screen.findByText("Use only letters, digits, spaces and - ' , .")).to.not.equal(null);
    await t.typist.click(button('Create Parcel'));
    expect((await t.api.requests.to(PARCELS_PATH, 'PUT')).length).to.equal(0);
    expect(currentStep()).to.equal('3Parcel details');
  });

  it("stays on the details with 'Error creating parcel: {message}' in an alert, or the fallback when the failure has no words", async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await chooseSamples('Wheat', ['WS-0003']);
    t.api.use(
      http.put(`*${PARCELS_PATH}`, () =>
        failure(400, 'PARCEL_SAMPLE_NOT_OFFERED', 'A sample in this parcel is not on the selected business account, or is of another commodity.'),
      ),
    );
    await t.typist.click(button('Create Parcel'));
    const alert = await screen.findByText(/^Error creating parcel: /);
    expect(alert.textContent).to.equal('Error creating parcel: A sample in this parcel is not on the selected business account, or is of another commodity.');
    expect(alert.closest('[role="alert"]')).to.not.equal(null);
    expect(currentStep()).to.equal('3Parcel details');
    t.api.use(http.put(`*${PARCELS_PATH}`, () => new Response(null, { status: 500 })));
    await t.typist.click(button('Create Parcel'));
    expect(await screen.findByText('Failed to create parcel')).to.not.equal(null);
  });

  it('after a 412 reads the parcels again, saves the new parcel under the next free name, keeps the other browser’s and says so', async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await chooseSamples('Wheat', ['WS-0006']);
    expect(field('Parcel name').value).to.equal('Wheat - Parcel B');
    // Another browser saves its own Wheat - Parcel B meanwhile.
    t.parcels.changeElsewhere(REFERENCE, (parcels) => [...parcels, parcel({ parcelId: parcelId(7), parcelName: 'Wheat - Parcel B' })]);
    await t.typist.click(button('Create Parcel'));
    await stepHeading('Parcel summary');
    const puts = await t.api.requests.to(PARCELS_PATH, 'PUT');
    expect(puts.map((put) => put.headers.get('If-Match'))).to.deep.equal(['"1"', '"2"']);
    expect(t.parcels.parcelsOf(REFERENCE)!.map((p) => p.parcelName)).to.deep.equal([
      'Wheat - Parcel A',
      'Barley - Parcel A',
      'Wheat - Parcel B',
      'Wheat - Parcel C',
    ]);
    const note = screen.getByText(/^Your parcels were changed elsewhere since you opened them\./);
    expect(note.textContent).to.contain("Your new parcel 'Wheat - Parcel C' was added to them as they are now.");
    expect(within(screen.getByRole('region', { name: 'Parcel details' })).getByText('Wheat - Parcel C')).to.not.equal(null);
  });

  it("opens edit mode filled in from the parcel: 'Update Parcel' keeps its id, and the summary has no 'Create another parcel'", async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} editParcelId={parcelId(1)} />);
    await stepHeading('Select a commodity');
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Edit Parcel');
    expect(button('Selected Wheat')).to.not.equal(null);
    expect(button('Return to parcels')).to.not.equal(null);
    await t.typist.click(button('Next'));
    await screen.findByRole('checkbox', { name: 'Select to compare WS-0001' });
    expect([sampleBox('WS-0001').checked, sampleBox('WS-0002').checked, sampleBox('WS-0003').checked]).to.deep.equal([true, true, false]);
    await t.typist.click(sampleBox('WS-0003'));
    await t.typist.click(button('Confirm samples'));
    await stepHeading('Parcel details');
    expect([field('Parcel name').value, field('Tonnage').value, field('Notes').value]).to.deep.equal(['Wheat - Parcel A', '120', 'Store 2, north bay']);
    expect((screen.getByLabelText('Target grade') as HTMLSelectElement).value).to.equal('Feed Wheat');
    expect(screen.queryByRole('button', { name: 'Create Parcel' })).to.equal(null);
    await t.typist.clear(field('Tonnage'));
    await t.typist.type(field('Tonnage'), '130');
    await t.typist.click(button('Update Parcel'));
    await stepHeading('Parcel summary');
    const [put] = await t.api.requests.to(PARCELS_PATH, 'PUT');
    const sent = (put!.body as { parcels: { parcelId?: string; tonnage: string; samples: string[] }[] }).parcels;
    expect(sent.map((p) => p.parcelId)).to.deep.equal([parcelId(1), parcelId(2)]);
    expect(sent[0]).to.include({ tonnage: '130' });
    expect(sent[0]!.samples).to.deep.equal([WHEAT_SAMPLES[0]!.sampleId, WHEAT_SAMPLES[1]!.sampleId, WHEAT_SAMPLES[2]!.sampleId]);
    expect(screen.queryByRole('button', { name: 'Create another parcel' })).to.equal(null);
    expect(button('Return to parcels')).to.not.equal(null);
  });

  it("in edit mode shows a parcel's sample from outside the date range first, read by its detail call", async () => {
    t.serveParcels([parcel({ parcelId: parcelId(1), parcelName: 'Old wheat', samples: [WHEAT_SAMPLES[14]!.sampleId] })]);
    renderInWidget(<ParcelWizard reference={REFERENCE} editParcelId={parcelId(1)} />);
    await stepHeading('Select a commodity');
    await t.typist.click(button('Next'));
    const table = await screen.findByRole('table', { name: 'Samples' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('rowheader')[0]!.textContent).to.equal('WS-0015'));
    expect(within(table).getByText('Outside the date range')).to.not.equal(null);
    expect(sampleBox('WS-0015').checked).to.equal(true);
    expect(await t.api.requests.to(`/api/accounts/${REFERENCE}/samples/${WHEAT_SAMPLES[14]!.sampleId}`)).to.have.length(1);
  });

  it("says 'This parcel was deleted elsewhere' when the edited parcel went meanwhile, and creates it anew on request", async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} editParcelId={parcelId(2)} />);
    await stepHeading('Select a commodity');
    await t.typist.click(button('Next'));
    await screen.findByRole('checkbox', { name: 'Select to compare BS-0001' });
    await t.typist.click(button('Confirm samples'));
    await stepHeading('Parcel details');
    t.parcels.changeElsewhere(REFERENCE, (parcels) => parcels.filter((p) => p.parcelId !== parcelId(2)));
    await t.typist.click(button('Update Parcel'));
    expect(await screen.findByText('This parcel was deleted elsewhere')).to.not.equal(null);
    expect(t.parcels.parcelsOf(REFERENCE)!.map((p) => p.parcelName)).to.deep.equal(['Wheat - Parcel A']);
    await t.typist.click(button('Create it anew'));
    await stepHeading('Parcel summary');
    expect(t.parcels.parcelsOf(REFERENCE)!.map((p) => p.parcelName)).to.deep.equal(['Wheat - Parcel A', 'Barley - Parcel A']);
    expect(t.parcels.parcelsOf(REFERENCE)![1]!.parcelId).to.not.equal(parcelId(2));
  });

  it('clears the chosen samples when the commodity changes, and Back moves one step at a time', async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await chooseSamples('Wheat', ['WS-0001']);
    await t.typist.click(button('Back'));
    await stepHeading('Select Wheat samples');
    expect(sampleBox('WS-0001').checked).to.equal(true);
    await t.typist.click(button('Back'));
    await stepHeading('Select a commodity');
    await t.typist.click(button('Select Oilseed Rape'));
    await t.typist.click(button('Next'));
    await screen.findByRole('checkbox', { name: 'Select to compare OS-0001' });
    expect(screen.getByText('0 samples selected')).to.not.equal(null);
    expect(button('Confirm samples')).to.have.property('disabled', true);
  });

  it("offers only the commodity's target grades, None first and by default", async () => {
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await chooseSamples('Barley', ['BS-0002']);
    const grades = [...(screen.getByLabelText('Target grade') as HTMLSelectElement).options].map((option) => option.value);
    expect(grades).to.deep.equal(['None', 'Malting Barley', 'Feed Barley']);
    expect((screen.getByLabelText('Target grade') as HTMLSelectElement).value).to.equal('None');
  });

  it('goes to the grain sampling page on Cancel', async () => {
    window.history.replaceState(null, '', '/dashboard/grainsampling/create-parcel');
    renderInWidget(<ParcelWizard reference={REFERENCE} />);
    await stepHeading('Select a commodity');
    await t.typist.click(button('Cancel'));
    expect(window.location.pathname + window.location.search).to.equal('/dashboard/grainsampling');
  });

  it('starts the wizard again when the business changes', async () => {
    window.history.replaceState(null, '', '/dashboard/grainsampling/create-parcel');
    renderInWidget(<SamplesRoot />);
    await stepHeading('Select a commodity');
    await t.typist.click(button('Select Wheat'));
    await t.typist.click(button('Next'));
    await stepHeading('Select Wheat samples');
    act(() => account$.next(demoAccounts[1]!));
    await stepHeading('Select a commodity');
    expect(screen.queryByRole('button', { name: 'Selected Wheat' })).to.equal(null);
    expect(button('Next')).to.have.property('disabled', true);
    expect(await t.api.requests.to(`/api/accounts/${demoAccounts[1]!.reference}/grain-sample/parcels`)).to.have.length(1);
  });
});
