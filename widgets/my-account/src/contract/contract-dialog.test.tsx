import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { markup, myAccountTestSetUp, renderPage } from '../my-account.test-kit';

const openContract = async (typist: ReturnType<typeof myAccountTestSetUp>['typist'], reference: string) => {
  renderPage();
  const table = await screen.findByRole('table', { name: 'All transactions' });
  await typist.click(within(table).getByRole('button', { name: `Contract details of ${reference}` }));
  return screen.findByRole('dialog');
};

/** The dialog's tabs: each one's name, and whether it is disabled. */
const tabsOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('tab')
    .map((tab) => [tab.textContent, (tab as HTMLButtonElement).disabled]);

describe('ContractDialog', function () {
  this.timeout(30_000);
  const t = myAccountTestSetUp();

  it("opens Contract details of a sale with its four tabs, and filters a tab in place with the tab's empty text", async () => {
    const dialog = await openContract(t.typist, 'S-2024-001');
    expect(await within(dialog).findByRole('heading', { name: 'Contract details' })).to.not.equal(null);
    await within(dialog).findByRole('tablist', { name: 'Related data' });
    expect(tabsOf(dialog)).to.deep.equal([
      ['Movements', false],
      ['Invoices', false],
      ['Samples', false],
      ['Price Adjustments', false],
    ]);
    expect((within(dialog).getByRole('button', { name: 'View contract' }) as HTMLButtonElement).disabled).to.equal(false);
    await t.typist.click(within(dialog).getByRole('tab', { name: 'Invoices' }));
    const invoices = within(dialog).getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getAllByRole('row')).to.have.length(3);
    await t.typist.selectOptions(within(dialog).getByLabelText('Status'), 'Unpaid');
    expect(within(dialog).getByText('No Invoices Found')).to.not.equal(null);
    await t.typist.selectOptions(within(dialog).getByLabelText('Status'), 'Paid');
    // A row expands to its document's PDF button.
    await t.typist.click(within(dialog).getByRole('button', { name: 'Show details of SB-0001' }));
    expect(within(dialog).getByRole('button', { name: 'PDF of SB-0001' })).to.not.equal(null);
  });

  it('shows a sale with claims as gross, price adjustments, net, paid and outstanding, where net = paid + outstanding', async () => {
    const dialog = await openContract(t.typist, 'S-2024-001');
    await within(dialog).findByRole('tablist', { name: 'Related data' });
    const facts = Object.fromEntries([...dialog.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts['Price adjustments']).to.equal('-£428.19');
    const pence = (text: string | undefined) => Math.round(Number(text!.replace(/[£,]/g, '')) * 100);
    expect(pence(facts['Net value'])).to.equal(pence(facts['Gross value']) - 42_819);
    expect(pence(facts['Paid']) + pence(facts['Outstanding'])).to.equal(pence(facts['Net value']));
  });

  it("says 'Choose a date within the applied date range.' for a tab date outside its time frame", async () => {
    const dialog = await openContract(t.typist, 'S-2024-001');
    await within(dialog).findByRole('tablist', { name: 'Related data' });
    await t.typist.selectOptions(within(dialog).getByLabelText('Time frame'), '1');
    const twoYearsAgo = `01/01/${new Date().getFullYear() - 2}`;
    await t.typist.type(await within(dialog).findByLabelText('Date'), twoYearsAgo);
    await t.typist.tab();
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('Choose a date within the applied date range.');
  });

  it("previews the claims of a feed wheat contract's samples: 16.2 % moisture misses the standard, with a deduction, as an estimate", async () => {
    const dialog = await openContract(t.typist, 'S-2024-001');
    await t.typist.click(await within(dialog).findByRole('tab', { name: 'Samples' }));
    const preview = within(dialog).getByRole('region', { name: 'Quality claim preview: Feed Wheat' });
    expect(preview.textContent).to.contain('This is an estimate, not a claim.');
    expect(preview.textContent).to.contain('1 of 2 samples miss the standard.');
    const row = within(preview).getByRole('row', { name: /SMP-S-2024-001-2/ });
    expect(row.textContent).to.contain('Moisture 16.2 % (max 15 %)');
    // Two steps over 15 %: 2 % of £185 plus £2 a tonne drying for each.
    expect(row.textContent).to.contain('Deduction of about £7.70/t');
    // The dry sample meets the standard and is not listed: a header row and the wet sample's row only.
    expect(within(preview).getAllByRole('row')).to.have.length(2);
  });

  it('opens Order details of a purchase: no Samples or Price Adjustments tabs, and an empty Invoices tab disabled', async () => {
    const dialog = await openContract(t.typist, 'P-2026-001');
    expect(await within(dialog).findByRole('heading', { name: 'Order details' })).to.not.equal(null);
    await within(dialog).findByRole('tablist', { name: 'Related data' });
    expect(tabsOf(dialog)).to.deep.equal([
      ['Movements', false],
      ['Invoices', true],
    ]);
    expect(within(dialog).getByRole('button', { name: 'View order' })).to.not.equal(null);
  });

  it("says 'No Related Data' for a contract with nothing related, and disables View contract without a document", async () => {
    const dialog = await openContract(t.typist, 'S-2025-004');
    expect(await within(dialog).findByText('No Related Data')).to.not.equal(null);
    expect(markup(within(dialog).queryByRole('tablist'))).to.equal(null);
    // S-2025-004's order has no document number in the demo data.
    expect((within(dialog).getByRole('button', { name: 'View contract' }) as HTMLButtonElement).disabled).to.equal(true);
  });

  it('opens the PDF viewer from View contract', async () => {
    const dialog = await openContract(t.typist, 'S-2024-001');
    await t.typist.click(await within(dialog).findByRole('button', { name: 'View contract' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).to.have.length(2));
    expect(screen.getByRole('heading', { name: 'Contract S-2024-001' })).to.not.equal(null);
  });
});
