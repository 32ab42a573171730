import {
  closeDialog,
  configureApi,
  openDialog,
  readViewAs,
  clearViewAs,
  setViewAsPageLoader,
  viewAsMessages,
  VIEW_AS_HEADER,
  type StaffAccount,
} from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { DialogHost } from '../dialogs/dialog-host';

const SEARCH = '/api/staff/accounts';
const START = '/api/staff/view-as';
const SESSION = '7d0c9a52-0d43-4b8e-9b7e-1f2d3c4b5a69';

const businesses: StaffAccount[] = [
  { reference: 'HARR0001', name: 'Harrison Farms Ltd', postTown: 'Saffron Walden', hasLead: true },
  { reference: 'HARR0002', name: 'Harrow Lane Growers', postTown: null, hasLead: false },
];

const api = mockApi(
  http.get(SEARCH, ({ request }) => {
    const search = new URL(request.url).searchParams.get('search')!.toLowerCase();
    return ok({ accounts: businesses.filter((b) => b.reference.toLowerCase().startsWith(search) || b.name.toLowerCase().includes(search)) });
  }),
  http.post(START, () => ok({ session: { id: SESSION, account: 'HARR0001', accountName: 'Harrison Farms Ltd', startedAt: '2026-11-25T09:30:00.000Z' } }, 201)),
  http.get(START, () =>
    ok({
      sessions: [
        {
          id: '0f6d5c1e-8f0a-4f55-9e37-2b1d3a4c5e6f',
          account: 'FENE0001',
          accountName: 'Fen Edge Partnership',
          startedAt: '2026-11-24T10:00:00.000Z',
          endedAt: '2026-11-24T10:20:00.000Z',
        },
      ],
    }),
  ),
);

describe('ViewAsDialog (staff view a business as its customers, issue 12)', () => {
  let loaded: string[];
  beforeEach(() => {
    loaded = [];
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    setViewAsPageLoader((path) => loaded.push(path));
  });
  afterEach(() => {
    act(() => closeDialog());
    cleanup();
    setViewAsPageLoader(undefined);
    clearViewAs();
  });

  const renderDialog = async () => {
    render(
      <WidgetRoot cacheKey="test-view-as">
        <DialogHost />
      </WidgetRoot>,
    );
    act(() => openDialog('view-as-customer'));
    const dialog = await screen.findByRole('dialog', { name: 'View as customer' });
    return { dialog, typist: userEvent.setup(), box: within(dialog).getByRole('searchbox', { name: /Business reference or name/ }) };
  };
  const searches = async () => (await api.requests.to(SEARCH)).map((request) => request.url.searchParams.get('search'));

  it('searches once typing pauses, and lists each business with its reference and town', async () => {
    const { dialog, typist, box } = await renderDialog();
    await typist.type(box, 'harr');
    const list = await within(dialog).findByRole('list', { name: 'Businesses found' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).to.deep.equal(['Harrison Farms Ltd', 'Harrow Lane Growers']);
    expect(rows[0]!.textContent).to.contain('HARR0001 · Saffron Walden');
    // Four keys, one search: the debounce waited for the pause.
    expect(await searches()).to.deep.equal(['harr']);
  });

  it("asks for at least 2 characters with the schema's message, and does not search", async () => {
    const { dialog, typist, box } = await renderDialog();
    await typist.type(box, ' h ');
    expect((await within(dialog).findByRole('alert')).textContent).to.equal('Type at least 2 characters of a reference or a name.');
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(await searches()).to.deep.equal([]);
  });

  it('says so when no business matches', async () => {
    const { dialog, typist, box } = await renderDialog();
    await typist.type(box, 'zz');
    expect(await within(dialog).findByText(viewAsMessages.noMatch)).to.not.equal(null);
    expect(within(dialog).queryByRole('list', { name: 'Businesses found' })).to.equal(null);
  });

  it('disables the button of a business without a lead user and says why', async () => {
    const { dialog, typist, box } = await renderDialog();
    await typist.type(box, 'HARR0002');
    const list = await within(dialog).findByRole('list', { name: 'Businesses found' });
    const button = within(list).getByRole('button', { name: 'View as customer' }) as HTMLButtonElement;
    expect(button.disabled).to.equal(true);
    expect(within(list).getByText(viewAsMessages.noLead)).to.not.equal(null);
    expect(button.getAttribute('aria-describedby')?.split(' ')).to.have.length(2);
  });

  it('opens the business: starts the session, stores it for the tab and loads the dashboard afresh', async () => {
    const { dialog, typist, box } = await renderDialog();
    await typist.type(box, 'Harrison');
    const list = await within(dialog).findByRole('list', { name: 'Businesses found' });
    await typist.click(within(list).getByRole('button', { name: 'View as customer' }));
    await waitFor(() => expect(loaded).to.deep.equal(['/dashboard']));
    expect(readViewAs()).to.deep.equal({ sessionId: SESSION, account: 'HARR0001', accountName: 'Harrison Farms Ltd' });
    const [start] = await api.requests.to(START, 'POST');
    expect(start?.body).to.deep.equal({ account: 'HARR0001' });
    expect(start?.headers.get(VIEW_AS_HEADER)).to.equal(null);
  });

  it("shows the server's reason when the business cannot be opened, and stays in the staff view", async () => {
    api.use(http.post(START, () => failure(403, 'VIEW_AS_NO_LEAD', viewAsMessages.noLead)));
    const { dialog, typist, box } = await renderDialog();
    await typist.type(box, 'Harrison');
    const list = await within(dialog).findByRole('list', { name: 'Businesses found' });
    await typist.click(within(list).getByRole('button', { name: 'View as customer' }));
    expect((await within(dialog).findByRole('alert')).textContent).to.equal(viewAsMessages.noLead);
    expect(readViewAs()).to.equal(undefined);
    expect(loaded).to.deep.equal([]);
  });

  it("lists the staff member's recent customer views", async () => {
    const { dialog } = await renderDialog();
    const recent = await within(dialog).findByRole('region', { name: 'Your recent customer views' });
    expect(recent.textContent).to.contain('Fen Edge Partnership (FENE0001)');
    expect(recent.textContent).to.match(/24\/11\/2026 \d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M/);
  });
});
