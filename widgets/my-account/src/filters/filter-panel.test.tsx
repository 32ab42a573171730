import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { lastQuery, myAccountTestSetUp, renderPage } from '../my-account.test-kit';

describe('FilterPanel', function () {
  this.timeout(30_000);
  const t = myAccountTestSetUp();

  const selfBills = async () => {
    window.history.replaceState(null, '', '/dashboard/myaccount?tab=grain-sales');
    renderPage();
    const section = screen.getByRole('region', { name: 'Self Bills' });
    await within(section).findByRole('table', { name: 'Self Bills' }, { timeout: 5000 });
    return section;
  };

  const typeDate = async (field: HTMLElement, text: string) => {
    await t.typist.clear(field);
    await t.typist.type(field, text);
    await t.typist.keyboard('{Escape}');
  };

  it('refuses a self bill range over 365 days with the message and Apply disabled, and applies one within it', async () => {
    const section = await selfBills();
    const panel = within(section).getByRole('group', { name: 'Filters' });
    await typeDate(await within(panel).findByLabelText('From'), '01/01/2025');
    await typeDate(within(panel).getByLabelText('To'), '02/01/2026');
    expect(await within(panel).findByText('Choose a date range of 365 days or less.')).to.not.equal(null);
    const apply = within(panel).getByRole('button', { name: 'Apply filters' }) as HTMLButtonElement;
    expect(apply.disabled).to.equal(true);
    await typeDate(within(panel).getByLabelText('To'), '31/12/2025');
    await waitFor(() => expect(apply.disabled).to.equal(false));
    await t.typist.click(apply);
    await waitFor(async () => expect(await lastQuery(t.api, 'grain-sale/self-bills')).to.include({ dateFrom: '2025-01-01', dateTo: '2025-12-31', page: '1' }));
  });

  it("says 'Enter a valid date, e.g. 13/02/2025' when a typed date is not a day of the calendar, and no more once one is", async () => {
    const section = await selfBills();
    const panel = within(section).getByRole('group', { name: 'Filters' });
    const from = await within(panel).findByLabelText('From');
    await t.typist.type(from, '31/02/2025');
    await t.typist.tab();
    expect(await within(panel).findByText('Enter a valid date, e.g. 13/02/2025')).to.not.equal(null);
    expect(from.getAttribute('aria-invalid')).to.equal('true');
    await typeDate(from, '28/02/2025');
    await waitFor(() => expect(within(panel).queryByText('Enter a valid date, e.g. 13/02/2025')).to.equal(null));
  });

  it('keeps Apply disabled while a box holds 31/02/2026, 99/99/9999 or a date half typed, says why, and sends none of them', async () => {
    const section = await selfBills();
    const panel = within(section).getByRole('group', { name: 'Filters' });
    const apply = within(panel).getByRole('button', { name: 'Apply filters' }) as HTMLButtonElement;
    const from = await within(panel).findByLabelText('From');
    await typeDate(from, '01/03/2025');
    await waitFor(() => expect(apply.disabled).to.equal(false));
    const to = within(panel).getByLabelText('To') as HTMLInputElement;
    for (const garbage of ['31/02/2026', '99/99/9999']) {
      await typeDate(to, garbage);
      // The box keeps what was typed, says why it is not a date, and Apply stays disabled.
      expect(to.value).to.equal(garbage);
      expect(await within(panel).findByText('Enter a valid date, e.g. 13/02/2025')).to.not.equal(null);
      expect(to.getAttribute('aria-invalid')).to.equal('true');
      expect(apply.disabled).to.equal(true);
    }
    await t.typist.clear(to);
    await t.typist.type(to, '12/03/20');
    expect(apply.disabled).to.equal(true);
    await t.typist.tab();
    expect(await within(panel).findByText('Enter a valid date, e.g. 13/02/2025')).to.not.equal(null);
    const requests = (await t.api.requests.to('/api/accounts/HAR001/grain-sale/self-bills')).length;
    await t.typist.click(apply);
    expect((await t.api.requests.to('/api/accounts/HAR001/grain-sale/self-bills')).length).to.equal(requests);
    // 1 March to 1 March the next year is one year: a 365-day list takes it.
    await typeDate(to, '01/03/2026');
    await waitFor(() => expect(within(panel).queryByText('Enter a valid date, e.g. 13/02/2025')).to.equal(null));
    await waitFor(() => expect(apply.disabled).to.equal(false));
    await t.typist.click(apply);
    await waitFor(async () => expect(await lastQuery(t.api, 'grain-sale/self-bills')).to.include({ dateFrom: '2025-03-01', dateTo: '2026-03-01', page: '1' }));
  });

  it('filters all transactions to purchases or sales (type=purchase / type=sale)', async () => {
    window.history.replaceState(null, '', '/dashboard/myaccount?tab=all-transactions');
    renderPage();
    const panel = await screen.findByRole('group', { name: 'Filters' });
    await t.typist.selectOptions(within(panel).getByLabelText('Type'), 'Purchases');
    await t.typist.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await lastQuery(t.api, 'all-transactions')).to.include({ type: 'purchase', page: '1' }));
  });

  it('fills the range from a shortcut, and Reset filters returns to the defaults', async () => {
    const section = await selfBills();
    const panel = within(section).getByRole('group', { name: 'Filters' });
    await t.typist.selectOptions(within(panel).getByLabelText('Date shortcuts'), 'Last year');
    const year = new Date().getFullYear() - 1;
    await waitFor(() => expect((within(panel).getByLabelText('From') as HTMLInputElement).value).to.equal(`01/01/${year}`));
    expect((within(panel).getByLabelText('To') as HTMLInputElement).value).to.equal(`31/12/${year}`);
    await t.typist.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(async () => expect(await lastQuery(t.api, 'grain-sale/self-bills')).to.include({ dateFrom: `${year}-01-01` }));
    const table = within(section).getByRole('table', { name: 'Self Bills' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).to.be.lessThan(15));
    await t.typist.click(within(panel).getByRole('button', { name: 'Reset filters' }));
    // Back to the list's opening query: no range, every one of the 14 self bills.
    await waitFor(() => expect(within(table).getAllByRole('row')).to.have.length(15));
    expect((within(panel).getByLabelText('From') as HTMLInputElement).value).to.equal('');
  });
});
