import { account$, closeDialog, dialog$, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'chai';
import { account, user } from '../../../../tests/support/fixtures';
import { AvatarMenu } from './avatar-menu';

describe('AvatarMenu', () => {
  afterEach(() => {
    cleanup();
    act(() => closeDialog());
    session$.next(null);
    account$.next(null);
  });

  const renderMenu = ({ internal = false, isAdmin = false } = {}) => {
    session$.next({ user: user({ internal }), internal, getAccessToken: async () => 'token' });
    account$.next(account({ reference: 'HARR0001', name: 'Harrison Farms Ltd', isAdmin }));
    render(
      <WidgetRoot cacheKey="test-avatar">
        <AvatarMenu />
      </WidgetRoot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Tom Harrison' }));
    return screen.getByRole('menu');
  };
  const items = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

  it('shows Admin to an admin of the selected account who is not internal', () => {
    expect(items(renderMenu({ isAdmin: true }))).to.include('Admin');
  });

  it('hides Admin from non-admins and from internal admins', () => {
    expect(items(renderMenu({ isAdmin: false }))).to.not.include('Admin');
    cleanup();
    expect(items(renderMenu({ isAdmin: true, internal: true }))).to.not.include('Admin');
  });

  it("opens the 'Internal User' dialog for staff and the reset request for everyone else", () => {
    fireEvent.click(within(renderMenu({ internal: true })).getByRole('menuitem', { name: 'Change password' }));
    expect(dialog$.value?.kind).to.equal('internal-user');
    cleanup();
    fireEvent.click(within(renderMenu()).getByRole('menuitem', { name: 'Change password' }));
    expect(dialog$.value?.kind).to.equal('password-reset');
  });

  it("has the 'Need help?' footer with the support contact and hours", () => {
    renderMenu();
    expect(screen.getByText('Need help?')).to.not.equal(null);
    expect(screen.getByRole('link', { name: '01234 567890' }).getAttribute('href')).to.equal('tel:01234567890');
    expect(screen.getByText('8:30 AM to 5:00 PM Monday to Friday')).to.not.equal(null);
  });
});
