import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { adminTestSetUp, cells, markup, renderPage, rowOf, tileChoice, tileRadio, USERS, usersTable } from './admin.test-kit';

// Editing and deleting a listed user on the account users page; the list itself is account-users-page.test.tsx's.
describe('AccountUsersPage: editing and deleting a user', function () {
  this.timeout(20_000);
  const t = adminTestSetUp();
  const idOf = (name: string) => t.server.users('HAR001').find((u) => u.name === name)!.id;

  describe('edit', () => {
    it("offers only the states the lead's access allows: none above a locked tile, no change to a disabled one", async () => {
      renderPage();
      await usersTable();
      await t.typist.click(screen.getByRole('button', { name: 'Edit Amy Clarke' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Amy Clarke' });
      expect(tileChoice(edit, 'Crop Marketing')).to.deep.equal({ choosable: ['Enabled', 'Locked', 'Disabled'], chosen: 'Disabled' });
      expect(tileChoice(edit, 'MySOYL')).to.deep.equal({ choosable: ['Locked', 'Disabled'], chosen: 'Locked' });
      expect(tileChoice(edit, 'Analytics')).to.deep.equal({ choosable: ['Locked', 'Disabled'], chosen: 'Disabled' });
      expect(tileChoice(edit, 'Oxbury')).to.deep.equal({ choosable: ['Disabled'], chosen: 'Disabled' });
      expect(within(edit).getByRole('group', { name: 'MySOYL' }).textContent).to.contain("The lead user's access is Locked, so this can not be Enabled.");
      expect(within(edit).getByRole('group', { name: 'Oxbury' }).textContent).to.contain("The lead user's access is Disabled, so this can not be changed.");
    });

    it('keeps OK inert until something changed, then saves the role, username and tiles with the version it opened with', async () => {
      renderPage();
      await usersTable();
      await t.typist.click(screen.getByRole('button', { name: 'Edit Dave Fuller' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Dave Fuller' });
      expect(edit.textContent).to.not.contain('Lead');
      const ok = within(edit).getByRole('button', { name: 'OK' });
      expect(ok.hasAttribute('disabled')).to.equal(true);
      await t.typist.click(within(within(edit).getByRole('group', { name: 'Role' })).getByRole('radio', { name: 'Admin' }));
      const username = within(edit).getByLabelText('Username (sign-in e-mail)') as HTMLInputElement;
      await t.typist.clear(username);
      await t.typist.type(username, 'Dave.Fuller@HarrisonFarms.example');
      await t.typist.tab();
      expect(username.value).to.equal('dave.fuller@harrisonfarms.example');
      await t.typist.click(tileRadio(edit, 'My Account', 'Enabled'));
      expect(ok.hasAttribute('disabled')).to.equal(false);
      await t.typist.click(ok);
      await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
      const puts = await t.api.requests.to(`${USERS}/${idOf('Dave Fuller')}`, 'PUT');
      expect(puts.map((put) => put.body)).to.deep.equal([
        {
          version: 3,
          username: 'dave.fuller@harrisonfarms.example',
          role: 'Admin',
          tiles: {
            mycropmarketing: 'enable',
            mysoyl: 'lock',
            myaccount: 'enable',
            greenlight: 'enable',
            oxbury: 'disable',
            mymarkets: 'enable',
            yagro: 'disable',
          },
        },
      ]);
      await waitFor(async () => expect(cells(await rowOf('Dave Fuller'))[2]).to.equal('Admin'));
      expect(cells(await rowOf('Dave Fuller')).slice(4, 7)).to.deep.equal(['Enabled', 'Locked', 'Enabled']);
    });

    it('reloads the list and says so when someone else saved the user first, keeping their change', async () => {
      renderPage();
      await usersTable();
      await t.typist.click(screen.getByRole('button', { name: 'Edit Dave Fuller' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Dave Fuller' });
      // Another browser makes Dave an admin and locks his crop marketing while this dialog is open.
      t.server.changeElsewhere('HAR001', idOf('Dave Fuller'), {
        role: 'Admin',
        tiles: { ...t.server.users('HAR001').find((u) => u.name === 'Dave Fuller')!.tiles, mycropmarketing: 'lock' },
      });
      await t.typist.click(tileRadio(edit, 'Markets', 'Disabled'));
      await t.typist.click(within(edit).getByRole('button', { name: 'OK' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).to.equal(
        'Someone else changed this user while you were editing. Their changes are shown now: make yours again if they are still needed.',
      );
      expect(markup(screen.queryByRole('dialog'))).to.equal(null);
      // The list shows what the other browser saved; this dialog's change was not made.
      await waitFor(async () => expect(cells(await rowOf('Dave Fuller')).slice(2, 3)).to.deep.equal(['Admin']));
      const dave = cells(await rowOf('Dave Fuller'));
      expect([dave[4], dave[9]]).to.deep.equal(['Locked', 'Enabled']);
      expect(t.server.users('HAR001').find((u) => u.name === 'Dave Fuller')!.tiles.mymarkets).to.equal('enable');
    });

    it("shows the server's refusal in the dialog", async () => {
      renderPage();
      await usersTable();
      await t.typist.click(screen.getByRole('button', { name: 'Edit Amy Clarke' }));
      const edit = await screen.findByRole('dialog', { name: 'Edit Amy Clarke' });
      const username = within(edit).getByLabelText('Username (sign-in e-mail)');
      await t.typist.clear(username);
      await t.typist.type(username, 'dave@harrisonfarms.example');
      await t.typist.click(within(edit).getByRole('button', { name: 'OK' }));
      expect((await within(edit).findByRole('alert')).textContent).to.equal('That e-mail address is already the username of another MyFarm user.');
      expect(screen.getByRole('dialog', { name: 'Edit Amy Clarke' }) === edit).to.equal(true);
    });
  });

  describe('delete', () => {
    it('removes a user only after the confirm, with the version it listed, then lists the users again', async () => {
      renderPage();
      await usersTable();
      const amy = idOf('Amy Clarke');
      await t.typist.click(screen.getByRole('button', { name: 'Delete Amy Clarke' }));
      let dialog = await screen.findByRole('dialog', { name: 'Delete user' });
      expect(dialog.textContent).to.contain('Are you sure you want to remove Amy Clarke from this business?');
      await t.typist.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
      expect(await t.api.requests.to(`${USERS}/${amy}`, 'DELETE')).to.have.length(0);

      await t.typist.click(screen.getByRole('button', { name: 'Delete Amy Clarke' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete user' });
      await t.typist.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
      const deletes = await t.api.requests.to(`${USERS}/${amy}`, 'DELETE');
      expect(deletes.map((d) => d.url.searchParams.get('version'))).to.deep.equal(['1']);
      await waitFor(() => expect(markup(screen.queryByRole('rowheader', { name: 'Amy Clarke' }))).to.equal(null));
      expect(within(await usersTable()).getAllByRole('row')).to.have.length(4);
      expect(screen.getByRole('status').textContent).to.equal('Amy Clarke removed from this business.');
    });
  });
});
