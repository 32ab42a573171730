import { account$ } from '@farm/core';
import { setViewport } from '@web/test-runner-commands';
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { accountInvitation, demoAccountUsers } from '@farm/area-account-users/mocks';
import { failure } from '../../../tests/support/api-envelopes';
import { installFakeClock } from '../../../tests/support/fake-clock';
import { accountUsersHandlers } from '../../../tests/support/mock-handlers';
import { adminTestSetUp, cells, markup, renderPage, rowOf, tileChoice, tileRadio, USERS, usersTable } from './admin.test-kit';

/** DD/MM/YYYY HH:mm in the browser's zone, written with Intl rather than the widget's own code. */
const dateTime = (iso: string) =>
  new Date(iso)
    .toLocaleString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .replace(', ', ' ');

const TILE_HEADERS = ['Crop Marketing', 'MySOYL', 'My Account', 'Farm Management', 'Oxbury', 'Markets', 'Analytics'];

describe('AccountUsersPage', function () {
  this.timeout(20_000);
  const t = adminTestSetUp();
  const idOf = (name: string) => t.server.users('HAR001').find((u) => u.name === name)!.id;

  it("lists the business's users with their role, last sign-in and the state of each tile, in words and icons", async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal('Manage users');
    const table = await usersTable();
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(cells(head!)).to.deep.equal(['Name', 'Email', 'Role', 'Last sign-in', ...TILE_HEADERS, 'Actions']);
    expect(rows.map((row) => cells(row).slice(0, 11))).to.deep.equal([
      [
        'Margaret Harrison',
        'margaret@harrisonfarms.example',
        'Lead',
        dateTime('2026-11-20T08:05:00.000Z'),
        'Enabled',
        'Locked',
        'Enabled',
        'Enabled',
        'Disabled',
        'Enabled',
        'Locked',
      ],
      ['Amy Clarke', 'amy.clarke@agronomy.example', 'User', 'Invitation sent', 'Disabled', 'Locked', 'Enabled', 'Disabled', 'Disabled', 'Disabled', 'Disabled'],
      [
        'Dave Fuller',
        'dave@harrisonfarms.example',
        'User',
        dateTime('2026-11-23T16:40:00.000Z'),
        'Enabled',
        'Locked',
        'Locked',
        'Enabled',
        'Disabled',
        'Enabled',
        'Disabled',
      ],
      [
        'Tom Harrison',
        'grower@myfarm.example',
        'Admin',
        dateTime('2026-11-24T07:30:00.000Z'),
        'Enabled',
        'Disabled',
        'Enabled',
        'Disabled',
        'Disabled',
        'Enabled',
        'Disabled',
      ],
    ]);
    // Each state has its icon beside the word, so colour is not the only sign.
    const tileCells = [...rows[0]!.querySelectorAll('td')].slice(3, 10);
    expect(tileCells.every((cell) => cell.querySelector('svg[aria-hidden="true"]'))).to.equal(true);
    for (const name of ['Margaret Harrison', 'Amy Clarke', 'Dave Fuller', 'Tom Harrison']) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).to.not.equal(null);
      expect(screen.getByRole('button', { name: `Delete ${name}` })).to.not.equal(null);
    }
  });

  it("says 'Never' for someone who has not signed in, and 'Invitation sent' while an invitation is open", async () => {
    const start = () => demoAccountUsers().map((u) => (u.name === 'Dave Fuller' ? { ...u, lastSignIn: null } : u));
    t.api.use(...accountUsersHandlers({ start }).handlers);
    renderPage();
    expect(cells(await rowOf('Dave Fuller'))[3]).to.equal('Never');
    expect(cells(await rowOf('Amy Clarke'))[3]).to.equal('Invitation sent');
  });

  it("shows the server's refusal when the signed-in user may not manage the business's users", async () => {
    t.api.use(http.get(USERS, () => failure(403, 'ADMINS_ONLY', 'Only the lead user and the admins of this business can manage its users.')));
    renderPage();
    expect(await screen.findByText('Only the lead user and the admins of this business can manage its users.')).to.not.equal(null);
    expect(markup(screen.queryByRole('table', { name: 'Users' }))).to.equal(null);
  });

  it("says spec 1 §8's text, with the support contact, for a failure that is not one of the admin calls' refusals", async () => {
    t.api.use(http.get(USERS, () => failure(404, 'NOT_FOUND', 'Not found.')));
    renderPage();
    expect(
      await screen.findByText(
        'It looks like there is a problem with your MyFarm account. Please call 01234 567890 or email support@myfarm.example to ask for help',
      ),
    ).to.not.equal(null);
    expect(markup(screen.queryByText('Not found.'))).to.equal(null);
  });

  it('shows a card per user on a 320 px phone, with every fact and both buttons, and nothing wider than the screen', async () => {
    await setViewport({ width: 320, height: 800 });
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Users' });
    expect(markup(screen.queryByRole('table'))).to.equal(null);
    expect(
      within(cards)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).to.deep.equal(['Margaret Harrison', 'Amy Clarke', 'Dave Fuller', 'Tom Harrison']);
    const amy = within(cards).getAllByRole('listitem')[1]!;
    const facts = [...amy.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
    expect(facts).to.deep.equal([
      'Email: amy.clarke@agronomy.example',
      'Role: User',
      'Last sign-in: Invitation sent',
      'Crop Marketing: Disabled',
      'MySOYL: Locked',
      'My Account: Enabled',
      'Farm Management: Disabled',
      'Oxbury: Disabled',
      'Markets: Disabled',
      'Analytics: Disabled',
    ]);
    expect(within(amy).getByRole('button', { name: 'Edit Amy Clarke' })).to.not.equal(null);
    expect(within(amy).getByRole('button', { name: 'Delete Amy Clarke' })).to.not.equal(null);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
    expect(cards.getBoundingClientRect().right).to.be.at.most(320);
  });

  describe('invitations not yet answered (issue 27 §4)', () => {
    const INVITATIONS = '/api/accounts/HAR001/invitations';
    const withInvitations = () =>
      t.api.use(
        ...(t.server = accountUsersHandlers({
          startInvitations: () => [
            accountInvitation({ name: 'Sam from Fen Edge', email: 'sam.price@fenedge.example', role: 'Admin' }),
            accountInvitation({ name: 'Old Invite', email: 'old@farm.example', status: 'invitation-expired' }),
          ],
        })).handlers,
      );

    it('lists each after the users with only what was typed, where it stands, and Withdraw instead of Edit and Delete', async () => {
      withInvitations();
      renderPage();
      const table = await usersTable();
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.slice(4).map((row) => cells(row).slice(0, 7))).to.deep.equal([
        ['Sam from Fen Edge', 'sam.price@fenedge.example', 'Admin', 'Invitation sent', 'Disabled', 'Disabled', 'Enabled'],
        ['Old Invite', 'old@farm.example', 'User', 'Invitation expired', 'Disabled', 'Disabled', 'Enabled'],
      ]);
      expect(within(rows[4]!).getByRole('button', { name: 'Withdraw the invitation to sam.price@fenedge.example' }).textContent).to.equal('Withdraw');
      expect(within(rows[4]!).queryAllByRole('button')).to.have.length(1);
    });

    it('withdraws one only after the confirm, says so, and lists it no more', async () => {
      withInvitations();
      renderPage();
      await usersTable();
      const sam = t.server.invitations('HAR001')[0]!;
      await t.typist.click(screen.getByRole('button', { name: 'Withdraw the invitation to sam.price@fenedge.example' }));
      let dialog = await screen.findByRole('dialog', { name: 'Withdraw invitation' });
      expect(dialog.textContent).to.contain('Are you sure you want to withdraw the invitation to sam.price@fenedge.example?');
      await t.typist.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
      expect(await t.api.requests.to(`${INVITATIONS}/${sam.id}`, 'DELETE')).to.have.length(0);

      await t.typist.click(screen.getByRole('button', { name: 'Withdraw the invitation to sam.price@fenedge.example' }));
      dialog = await screen.findByRole('dialog', { name: 'Withdraw invitation' });
      await t.typist.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
      expect(await t.api.requests.to(`${INVITATIONS}/${sam.id}`, 'DELETE')).to.have.length(1);
      await waitFor(() => expect(markup(screen.queryByRole('rowheader', { name: 'Sam from Fen Edge' }))).to.equal(null));
      expect(screen.getByRole('status').textContent).to.equal('Invitation to sam.price@fenedge.example withdrawn.');
    });

    it('says so in the dialog, and lists it no more, when it was answered meanwhile', async () => {
      withInvitations();
      renderPage();
      await usersTable();
      t.api.use(
        http.delete(`${INVITATIONS}/:id`, () =>
          failure(404, 'INVITATION_NOT_FOUND', 'This invitation is no longer open: it was answered, withdrawn or has expired.'),
        ),
      );
      await t.typist.click(screen.getByRole('button', { name: 'Withdraw the invitation to old@farm.example' }));
      const dialog = await screen.findByRole('dialog', { name: 'Withdraw invitation' });
      await t.typist.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
      expect((await within(dialog).findByRole('alert')).textContent).to.equal('This invitation is no longer open: it was answered, withdrawn or has expired.');
      await waitFor(async () => expect(await t.api.requests.to(INVITATIONS, 'GET')).to.have.length(2));
    });

    it('shows an invitation as a card on a 320 px phone, with its Withdraw button', async () => {
      await setViewport({ width: 320, height: 800 });
      withInvitations();
      renderPage();
      const cards = await screen.findByRole('list', { name: 'Users' });
      const sam = within(cards).getAllByRole('listitem')[4]!;
      expect(within(sam).getByRole('heading', { level: 2 }).textContent).to.equal('Sam from Fen Edge');
      const facts = [...sam.querySelectorAll('dt')].slice(0, 3).map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
      expect(facts).to.deep.equal(['Email: sam.price@fenedge.example', 'Role: Admin', 'Last sign-in: Invitation sent']);
      expect(within(sam).getByRole('button', { name: 'Withdraw the invitation to sam.price@fenedge.example' })).to.not.equal(null);
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
    });
  });

  describe("spec 1 §5's protections", () => {
    it('refuses to edit or delete the lead with a notice and the support contact, which hides itself after 30 seconds', async () => {
      renderPage();
      await usersTable();
      const clock = installFakeClock();
      try {
        await t.typist.click(screen.getByRole('button', { name: 'Edit Margaret Harrison' }));
        const notice = screen.getByRole('alert');
        expect(notice.textContent).to.contain('Lead accounts can not be edited.');
        expect(within(notice).getByRole('link', { name: '01234 567890' }).getAttribute('href')).to.equal('tel:01234567890');
        expect(within(notice).getByRole('link', { name: 'support@myfarm.example' }).getAttribute('href')).to.equal('mailto:support@myfarm.example');
        expect(markup(screen.queryByRole('dialog'))).to.equal(null);

        act(() => clock.advance(20_000));
        // Delete asks again: the notice's 30 seconds start again.
        await t.typist.click(screen.getByRole('button', { name: 'Delete Margaret Harrison' }));
        act(() => clock.advance(29_000));
        expect(screen.getByRole('alert').textContent).to.contain('Lead accounts can not be edited.');
        expect(markup(screen.queryByRole('dialog'))).to.equal(null);
        act(() => clock.advance(1_000));
        expect(markup(screen.queryByRole('alert'))).to.equal(null);
      } finally {
        clock.uninstall();
      }
      expect(await t.api.requests.to(`${USERS}/${idOf('Margaret Harrison')}`)).to.have.length(0);
    });

    it('refuses to edit or delete yourself with a dialog and the support contact', async () => {
      renderPage();
      await usersTable();
      for (const action of ['Edit', 'Delete']) {
        const button = screen.getByRole('button', { name: `${action} Tom Harrison` });
        await t.typist.click(button);
        const dialog = await screen.findByRole('dialog', { name: 'Your own account' });
        expect(dialog.textContent).to.contain('It is not possible to edit your own account permissions.');
        expect(within(dialog).getByRole('link', { name: '01234 567890' })).to.not.equal(null);
        expect(within(dialog).getByRole('link', { name: 'support@myfarm.example' })).to.not.equal(null);
        await t.typist.click(within(dialog).getByRole('button', { name: 'OK' }));
        await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
        // A boolean, not the element: chai would print a DOM node with React's properties on a failure, for minutes.
        expect(document.activeElement === button).to.equal(true);
      }
      expect(await t.api.requests.to(`${USERS}/${idOf('Tom Harrison')}`)).to.have.length(0);
    });

    it('keeps an admin who is not the lead from changing the Farm Management tile, saying so with the support contact', async () => {
      renderPage();
      await usersTable();
      await t.typist.click(screen.getByRole('button', { name: 'Edit Dave Fuller' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Dave Fuller' });
      await t.typist.click(tileRadio(edit, 'Farm Management', 'Disabled'));
      const refusal = await screen.findByRole('dialog', { name: 'Farm Management access' });
      expect(refusal.textContent).to.contain('Sorry you cannot change Farm Management permissions for this user.');
      expect(within(refusal).getByRole('link', { name: '01234 567890' })).to.not.equal(null);
      await t.typist.click(within(refusal).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(markup(screen.queryByRole('dialog', { name: 'Farm Management access' }))).to.equal(null));
      // The edit dialog stays open, its Farm Management access as it was, and nothing to save.
      expect(screen.getByRole('dialog', { name: 'Edit Dave Fuller' }) === edit).to.equal(true);
      expect(tileChoice(edit, 'Farm Management').chosen).to.equal('Enabled');
      expect(within(edit).getByRole('button', { name: 'OK' }).hasAttribute('disabled')).to.equal(true);

      await t.typist.click(tileRadio(edit, 'Markets', 'Locked'));
      await t.typist.click(within(edit).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
      const [put] = await t.api.requests.to(`${USERS}/${idOf('Dave Fuller')}`, 'PUT');
      expect((put!.body as { tiles: Record<string, string> }).tiles).to.include({ greenlight: 'enable', mymarkets: 'lock' });
    });

    it('lets the lead change the Farm Management tile', async () => {
      t.asLead();
      renderPage();
      await usersTable();
      await t.typist.click(screen.getByRole('button', { name: 'Edit Dave Fuller' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Dave Fuller' });
      await t.typist.click(tileRadio(edit, 'Farm Management', 'Locked'));
      expect(markup(screen.queryByRole('dialog', { name: 'Farm Management access' }))).to.equal(null);
      await t.typist.click(within(edit).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
      expect(cells(await rowOf('Dave Fuller'))[7]).to.equal('Locked');
    });
  });

  it('starts afresh with the other business when the business changes', async () => {
    renderPage();
    await usersTable();
    act(() => account$.next({ ...account$.value!, reference: 'FEN002', name: 'Fen Edge Partnership' }));
    await waitFor(async () => expect(await t.api.requests.to('/api/accounts/FEN002/users', 'GET')).to.have.length(1));
  });
});
