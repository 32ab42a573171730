import { account$, closeDialog, configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { account, user } from '../../../../tests/support/fixtures';
import { mockApi } from '../../../../tests/support/mock-api-browser';
import { DialogHost } from '../dialogs/dialog-host';
import { AvatarMenu } from './avatar-menu';

const RESET_PATH = '/api/myuser/passwordreset';
const SENT = 'We have sent a password reset link to grower@myfarm.example.';

/** Compares without chai printing the elements, whose React properties make its message enormous. */
const expectFocusOn = (element: Element) => {
  const focused = document.activeElement;
  expect(focused === element, `focus is on <${focused?.tagName.toLowerCase()}> "${focused?.textContent}"`).to.equal(true);
};

const api = mockApi(
  http.post(RESET_PATH, () => ok({ message: SENT }, 201)),
  http.get('/api/staff/view-as', () => ok({ sessions: [] })),
);

describe('AvatarMenu', () => {
  beforeEach(() => configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' }));
  afterEach(() => {
    cleanup();
    act(() => closeDialog());
    session$.next(null);
    account$.next(null);
  });

  const avatar = () => screen.getByRole('button', { name: 'TH: Account menu for Tom Harrison' });
  const renderMenu = async ({ internal = false, isAdmin = false, viewing = false } = {}) => {
    const viewAs = viewing ? { sessionId: '7d0c9a52-0d43-4b8e-9b7e-1f2d3c4b5a69', account: 'HARR0001', accountName: 'Harrison Farms Ltd' } : undefined;
    session$.next({ user: user({ internal }), internal, getAccessToken: async () => 'token', ...(viewAs && { viewAs }) });
    account$.next(account({ reference: 'HARR0001', name: 'Harrison Farms Ltd', isAdmin }));
    render(
      <WidgetRoot cacheKey="test-avatar">
        <AvatarMenu />
        <DialogHost />
      </WidgetRoot>,
    );
    const typist = userEvent.setup();
    await typist.click(avatar());
    return { typist, menu: screen.getByRole('menu', { name: 'Account menu for Tom Harrison' }) };
  };
  const items = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);

  it('names the avatar button starting with the initials it shows (label in name)', async () => {
    await renderMenu();
    expect(avatar().textContent).to.equal('TH');
    expect(avatar().getAttribute('aria-label')).to.match(/^TH\b/);
  });

  it('shows Admin to an admin of the selected account who is not internal', async () => {
    const { menu } = await renderMenu({ isAdmin: true });
    expect(items(menu)).to.include('Admin');
  });

  it('hides Admin from non-admins, from internal admins, and from staff viewing a business as its lead', async () => {
    expect(items((await renderMenu({ isAdmin: false })).menu)).to.not.include('Admin');
    cleanup();
    const staff = await renderMenu({ isAdmin: true, internal: true });
    expect(items(staff.menu)).to.include('Logout').and.to.not.include('Admin');
    cleanup();
    // Viewing as the lead: the session is the lead's (not internal), an admin of the business.
    const viewing = await renderMenu({ isAdmin: true, viewing: true });
    expect(items(viewing.menu)).to.include('Logout').and.to.not.include('Admin');
  });

  it("offers 'View as customer' to staff in their own view, and opens its dialog", async () => {
    const { typist, menu } = await renderMenu({ internal: true });
    await typist.click(within(menu).getByRole('menuitem', { name: 'View as customer' }));
    expect(await screen.findByRole('dialog', { name: 'View as customer' })).to.not.equal(null);
  });

  it("hides 'View as customer' from customers, and from staff already viewing a business", async () => {
    expect(items((await renderMenu()).menu)).to.not.include('View as customer');
    cleanup();
    expect(items((await renderMenu({ internal: true, viewing: true })).menu))
      .to.include('Logout')
      .and.to.not.include('View as customer');
  });

  it("opens the 'Internal User' dialog for staff without asking the server for a reset", async () => {
    const { typist, menu } = await renderMenu({ internal: true });
    await typist.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Internal User' });
    expect(dialog.textContent).to.contain('You are an internal user, password change is not possible via MyFarm');
    expect(await api.requests.to(RESET_PATH)).to.deep.equal([]);
  });

  it("sends the reset request, with no body, as Change password is chosen, and shows the server's message", async () => {
    const { typist, menu } = await renderMenu();
    await typist.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    // The loader is a status too while the request is on its way; the message replaces it.
    expect((await within(dialog).findByText(SENT)).getAttribute('role')).to.equal('status');
    const sent = await api.requests.to(RESET_PATH, 'POST');
    expect(sent.map((request) => request.body)).to.deep.equal([undefined]);
  });

  it("shows the catalogue's message when the reset request fails", async () => {
    api.use(http.post(RESET_PATH, () => failure(500, 'INTERNAL', 'Mail server down.')));
    const { typist, menu } = await renderMenu();
    await typist.click(within(menu).getByRole('menuitem', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect((await within(dialog).findByRole('alert')).textContent).to.match(/^Connectivity error, please try again later\./);
  });

  it('gives focus back to the avatar button after Escape and after a dialog it opened closes', async () => {
    const { typist, menu } = await renderMenu();
    expectFocusOn(within(menu).getByRole('menuitem', { name: 'Business summary' }));
    await typist.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).to.equal(null);
    expectFocusOn(avatar());

    await typist.click(avatar());
    await typist.click(screen.getByRole('menuitem', { name: 'Business summary' }));
    const dialog = await screen.findByRole('dialog', { name: 'Business summary' });
    await typist.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expectFocusOn(avatar());

    await typist.click(avatar());
    await typist.click(screen.getByRole('menuitem', { name: 'Business summary' }));
    // Escape on a modal <dialog> is the browser's cancel event, which a synthetic key press does not cause.
    fireEvent(await screen.findByRole('dialog', { name: 'Business summary' }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).to.equal(null);
    expectFocusOn(avatar());
  });

  it("has the 'Need help?' footer with the support contact and hours", async () => {
    await renderMenu();
    expect(screen.getByRole('heading', { name: 'Need help?' })).to.not.equal(null);
    expect(screen.getByRole('link', { name: '01234 567890' }).getAttribute('href')).to.equal('tel:01234567890');
    expect(screen.getByText('8:30 AM to 5:00 PM Monday to Friday')).to.not.equal(null);
  });
});
