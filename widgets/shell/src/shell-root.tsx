import styled from '@emotion/styled';
import { paths } from '@farm/core';
import { media, ToastHost, useBusValue } from '@farm/ui';
import { AvatarMenu } from './components/avatar-menu';
import { BusinessSwitcher } from './components/business-switcher';
import { NotificationsMenu } from './components/notifications-menu';
import { DialogHost } from './dialogs/dialog-host';
import { sidebarShown$ } from './drawer/drawer-state';
import { MenuButton } from './drawer/menu-button';
import { TimeoutAlert } from './idle/timeout-alert';
import { InvitationsNotice } from './invitations/invitations-notice';
import { NoticesHost } from './notices/notices-host';
import { ViewAsBanner } from './view-as/view-as-banner';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  min-height: 64px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)};
  color: #fff;
  background: ${({ theme }) => theme.colors.primary};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** On a small phone the menu button leads home too (the drawer's Dashboard), so the name gets the room. */
const Brand = styled.a<{ besideMenu: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 800;
  letter-spacing: -0.02em;
  color: #fff;
  text-decoration: none;
  flex: none;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${({ besideMenu }) => besideMenu && '@media (max-width: 479px) { display: none; }'}
`;

const Spacer = styled.div`
  flex: 1;
`;

/**
 * The portal header: the phone menu button, brand, business switcher, notifications and avatar menu, under the
 * view-as banner while staff view a business, and over the invitations to businesses waiting for an answer. It also hosts the toasts, the dialogs and the idle time-out, since
 * it is the one widget mounted on every page.
 */
export function ShellRoot() {
  const withMenu = useBusValue(sidebarShown$);
  return (
    <>
      <ViewAsBanner />
      <Bar>
        <MenuButton />
        <Brand href={paths.dashboard} aria-label="MyFarm home" besideMenu={withMenu}>
          MyFarm
        </Brand>
        <BusinessSwitcher />
        <Spacer />
        <NotificationsMenu />
        <AvatarMenu />
      </Bar>
      <InvitationsNotice />
      <ToastHost />
      <DialogHost />
      <NoticesHost />
      <TimeoutAlert />
    </>
  );
}
