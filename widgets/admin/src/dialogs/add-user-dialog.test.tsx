import { sendKeys } from '@web/test-runner-commands';
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'chai';
import { http } from 'msw';
import { ok } from '../../../../tests/support/api-envelopes';
import { adminTestSetUp, cells, markup, renderPage, rowOf, tileChoice, tileRadio, USERS, usersTable } from '../admin.test-kit';

const CAN_INVITE = 'We will e-mail them an invitation. Nothing changes for them until they accept it.';

describe('AddUserDialog', function () {
  this.timeout(20_000);
  const t = adminTestSetUp();

  const openAddUser = async () => {
    renderPage();
    await usersTable();
    await t.typist.click(screen.getByRole('button', { name: 'Add user' }));
    return screen.findByRole('dialog', { name: 'Add user' });
  };
  const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const submit = (dialog: HTMLElement) => t.typist.click(within(dialog).getByRole('button', { name: 'Add user' }));
  const alerts = (dialog: HTMLElement) =>
    within(dialog)
      .queryAllByRole('alert')
      .map((a) => a.textContent);
  /** The message read with a field (its aria-describedby), as a screen reader reads it. */
  const describedBy = (input: HTMLInputElement) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => input.ownerDocument.getElementById(id)!.textContent);
  // A boolean, not the element: chai would print a DOM node with React's properties on a failure, for minutes.
  const isFocused = (element: HTMLElement) => document.activeElement === element;
  const retype = async (input: HTMLInputElement, text: string) => {
    await t.typist.clear(input);
    await t.typist.type(input, text);
    await t.typist.tab();
  };
  const fillIn = async (dialog: HTMLElement, { email, name, contact }: { email: string; name: string; contact: string }) => {
    await retype(field(dialog, 'E-mail'), email);
    await retype(field(dialog, 'Full name'), name);
    await retype(field(dialog, 'Contact number'), contact);
  };

  it("says each of spec 1 §5's messages for its bad input, and sends nothing", async () => {
    const dialog = await openAddUser();
    await submit(dialog);
    await waitFor(() => expect(alerts(dialog)).to.deep.equal(['Email address is required.', 'Full name is required.', 'Contact Number is required.']));
    await retype(field(dialog, 'E-mail'), 'tom@farm');
    await retype(field(dialog, 'Full name'), 'Tom');
    await retype(field(dialog, 'Contact number'), '0179952345');
    await waitFor(() =>
      expect(alerts(dialog)).to.deep.equal([
        'Invalid email address.',
        'Full name must be at least four characters long.',
        'Contact number must contain eleven digits.',
      ]),
    );
    await retype(field(dialog, 'Contact number'), '17995234567');
    await waitFor(() => expect(describedBy(field(dialog, 'Contact number'))).to.deep.equal(['Please enter a valid contact number']));
    await submit(dialog);
    expect(await t.api.requests.to(USERS, 'POST')).to.have.length(0);
    expect(await t.api.requests.to(`${USERS}/email-check`)).to.have.length(0);
  });

  it('lowercases the e-mail as it is left, then asks the server about it', async () => {
    const dialog = await openAddUser();
    await retype(field(dialog, 'E-mail'), '  New.Person@Example.COM ');
    expect(field(dialog, 'E-mail').value).to.equal('new.person@example.com');
    await waitFor(async () => expect(await t.api.requests.to(`${USERS}/email-check`)).to.have.length(1));
    const [check] = await t.api.requests.to(`${USERS}/email-check`);
    expect(check!.url.searchParams.get('email')).to.equal('new.person@example.com');
    await waitFor(() => expect(describedBy(field(dialog, 'E-mail'))).to.deep.equal([CAN_INVITE]));
  });

  it('says the same of a new e-mail and of someone who already uses MyFarm: an invitation will go to them', async () => {
    const dialog = await openAddUser();
    await retype(field(dialog, 'E-mail'), 'Sam.Price@FenEdge.example');
    await waitFor(() => expect(describedBy(field(dialog, 'E-mail'))).to.deep.equal([CAN_INVITE]));
    await retype(field(dialog, 'E-mail'), 'jo.baker@example.com');
    await waitFor(async () => expect(await t.api.requests.to(`${USERS}/email-check`)).to.have.length(2));
    await waitFor(() => expect(describedBy(field(dialog, 'E-mail'))).to.deep.equal([CAN_INVITE]));
  });

  it('says an invitation is waiting under the e-mail of someone invited already, and sends nothing', async () => {
    const dialog = await openAddUser();
    await fillIn(dialog, { email: 'sam.price@fenedge.example', name: 'Sam Price', contact: '01353 662 211' });
    await submit(dialog);
    await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
    await t.typist.click(screen.getByRole('button', { name: 'Add user' }));
    const again = await screen.findByRole('dialog', { name: 'Add user' });
    await fillIn(again, { email: 'sam.price@fenedge.example', name: 'Sam Price', contact: '01353 662 211' });
    await waitFor(() => expect(describedBy(field(again, 'E-mail'))).to.deep.equal(['An invitation to this e-mail address is waiting for an answer.']));
    await submit(again);
    expect(isFocused(field(again, 'E-mail'))).to.equal(true);
    expect(await t.api.requests.to(USERS, 'POST')).to.have.length(1);
  });

  it("says 'User already exists on this account.' under the e-mail of someone on the business, and does not add them", async () => {
    const dialog = await openAddUser();
    await fillIn(dialog, { email: 'Dave@HarrisonFarms.example', name: 'Dave Fuller', contact: '01799523456' });
    await waitFor(() => expect(describedBy(field(dialog, 'E-mail'))).to.deep.equal(['User already exists on this account.']));
    await submit(dialog);
    expect(isFocused(field(dialog, 'E-mail'))).to.equal(true);
    expect(await t.api.requests.to(USERS, 'POST')).to.have.length(0);
    // Another address clears it.
    await retype(field(dialog, 'E-mail'), 'dave.fuller@example.com');
    await waitFor(() => expect(describedBy(field(dialog, 'E-mail'))).to.deep.equal([CAN_INVITE]));
  });

  it("shows the server's 409 USER_EXISTS under the e-mail when they were added meanwhile", async () => {
    // The check answered before someone else added Dave.
    t.api.use(http.get(`${USERS}/email-check`, () => ok({ status: 'can-invite' })));
    const dialog = await openAddUser();
    await fillIn(dialog, { email: 'dave@harrisonfarms.example', name: 'Dave Fuller', contact: '01799523456' });
    await submit(dialog);
    await waitFor(() => expect(describedBy(field(dialog, 'E-mail'))).to.deep.equal(['User already exists on this account.']));
    expect(await t.api.requests.to(USERS, 'POST')).to.have.length(1);
    expect(screen.getByRole('dialog', { name: 'Add user' }) === dialog).to.equal(true);
  });

  it('formats the contact number as 00000 000 000 while it is typed, 13 characters at most', async () => {
    const dialog = await openAddUser();
    const contact = field(dialog, 'Contact number');
    expect(contact.maxLength).to.equal(13);
    await t.typist.type(contact, '01799');
    expect(contact.value).to.equal('01799');
    await t.typist.type(contact, '5234');
    expect(contact.value).to.equal('01799 523 4');
    await t.typist.type(contact, '56789');
    expect(contact.value).to.equal('01799 523 456');
  });

  it("offers only the states the lead's access allows, every tile disabled to start with", async () => {
    const dialog = await openAddUser();
    expect(tileChoice(dialog, 'Crop Marketing')).to.deep.equal({ choosable: ['Enabled', 'Locked', 'Disabled'], chosen: 'Disabled' });
    expect(tileChoice(dialog, 'MySOYL')).to.deep.equal({ choosable: ['Locked', 'Disabled'], chosen: 'Disabled' });
    expect(tileChoice(dialog, 'Oxbury')).to.deep.equal({ choosable: ['Disabled'], chosen: 'Disabled' });
    expect(tileChoice(dialog, 'Analytics')).to.deep.equal({ choosable: ['Locked', 'Disabled'], chosen: 'Disabled' });
  });

  it('adds a new user with their tiles and contact number, says the invitation went, and lists them', async () => {
    const dialog = await openAddUser();
    await fillIn(dialog, { email: 'Jo.Baker@Example.com', name: 'Jo Baker', contact: '07700900123' });
    await t.typist.click(within(within(dialog).getByRole('group', { name: 'Role' })).getByRole('radio', { name: 'Admin' }));
    await t.typist.click(tileRadio(dialog, 'Crop Marketing', 'Enabled'));
    await t.typist.click(tileRadio(dialog, 'MySOYL', 'Locked'));
    await t.typist.click(tileRadio(dialog, 'My Account', 'Enabled'));
    await submit(dialog);
    await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
    const posts = await t.api.requests.to(USERS, 'POST');
    expect(posts.map((post) => post.body)).to.deep.equal([
      {
        email: 'jo.baker@example.com',
        name: 'Jo Baker',
        contactNumber: '07700900123',
        role: 'Admin',
        tiles: {
          mycropmarketing: 'enable',
          mysoyl: 'lock',
          myaccount: 'enable',
          greenlight: 'disable',
          oxbury: 'disable',
          mymarkets: 'disable',
          yagro: 'disable',
        },
      },
    ]);
    expect(screen.getByRole('status').textContent).to.equal('Invitation sent to jo.baker@example.com.');
    expect(await screen.findByRole('rowheader', { name: 'Jo Baker' })).to.not.equal(null);
  });

  it('invites someone who already uses MyFarm: says the invitation went, and lists what was typed as sent', async () => {
    const dialog = await openAddUser();
    await fillIn(dialog, { email: 'sam.price@fenedge.example', name: 'Sam from Fen Edge', contact: '01353 662 211' });
    await t.typist.click(tileRadio(dialog, 'My Account', 'Enabled'));
    await submit(dialog);
    await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
    expect(screen.getByRole('status').textContent).to.equal('Invitation sent to sam.price@fenedge.example.');
    const row = await rowOf('Sam from Fen Edge');
    expect(cells(row).slice(0, 7)).to.deep.equal([
      'Sam from Fen Edge',
      'sam.price@fenedge.example',
      'User',
      'Invitation sent',
      'Disabled',
      'Disabled',
      'Enabled',
    ]);
    expect(within(row).getByRole('button', { name: 'Withdraw the invitation to sam.price@fenedge.example' })).to.not.equal(null);
    expect(markup(within(row).queryByRole('button', { name: /^Edit/ }))).to.equal(null);
  });

  it('is used by keyboard alone: it opens from Add user on the e-mail, Tab stays inside, arrows choose a state, Escape gives focus back', async () => {
    renderPage();
    await usersTable();
    const addUser = screen.getByRole('button', { name: 'Add user' });
    addUser.focus();
    await t.typist.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    expect(isFocused(field(dialog, 'E-mail'))).to.equal(true);
    tileRadio(dialog, 'Crop Marketing', 'Disabled').focus();
    await t.typist.keyboard('{ArrowLeft}');
    expect(tileChoice(dialog, 'Crop Marketing').chosen).to.equal('Locked');
    // Real key presses (the browser's own), so its focus order and the dialog's Escape are what is tested.
    for (let i = 0; i < 30; i += 1) {
      await sendKeys({ press: i % 3 ? 'Tab' : 'Shift+Tab' });
      expect(dialog.contains(document.activeElement)).to.equal(true);
    }
    await sendKeys({ press: 'Escape' });
    await waitFor(() => expect(markup(screen.queryByRole('dialog'))).to.equal(null));
    expect(isFocused(addUser)).to.equal(true);
  });
});
