import styled from '@emotion/styled';
import { account$, clientConfig, mayAdministerUsers, openDialog, paths, session$, signOut } from '@farm/core';
import { useBusValue } from '@farm/ui';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { passwordResetMutation } from '../dialogs/password-reset-mutation';
import { GroupLabel, MenuAnchor, MenuItem, MenuList, Panel, PanelSection } from './menu-parts';
import { useMenu } from './use-menu';

const Avatar = styled.button`
  width: 44px;
  height: 44px;
  flex: none;
  border-radius: 50%;
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  background: #fff;
  border: 2px solid rgba(255, 255, 255, 0.6);
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const Who = styled(PanelSection)`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const HelpTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const SUPPORT_HOURS = '8:30 AM to 5:00 PM Monday to Friday';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * The avatar menu of spec 1 §2: Business summary; Settings; Policies; Admin for admins of the selected
 * account who are not internal (spec 1 §6); for staff in their own view, View as customer (issue 12); Logout;
 * and the 'Need help?' footer with the support contact.
 */
export function AvatarMenu() {
  const session = useBusValue(session$);
  const account = useBusValue(account$);
  const { open, toggle, wrapper, trigger, menu, onKeyDown, choose, linkTo } = useMenu();
  const resetPassword = useMutation(passwordResetMutation);
  const menuId = useId();
  const settingsId = useId();
  const policiesId = useId();

  if (!session) return null;
  const { name, email } = session.user;
  const { phone, email: supportEmail } = clientConfig().support;
  const showAdmin = mayAdministerUsers(account, session);
  const showViewAs = session.internal && !session.viewAs;

  const link = (path: string, label: string) => (
    <li role="none">
      <MenuItem role="menuitem" {...linkTo(path)}>
        {label}
      </MenuItem>
    </li>
  );
  const button = (label: string, action: () => void) => (
    <li role="none">
      <MenuItem as="button" type="button" role="menuitem" onClick={choose(action)}>
        {label}
      </MenuItem>
    </li>
  );

  return (
    <MenuAnchor ref={wrapper} onKeyDown={onKeyDown}>
      <Avatar
        ref={trigger}
        type="button"
        // Spec 1 §2's avatar shows the initials; the name starts with them (WCAG 2.5.3, label in name).
        aria-label={`${initials(name)}: Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        {initials(name)}
      </Avatar>
      {open && (
        <Panel>
          <Who>
            <strong>{name}</strong>
            {email}
          </Who>
          <MenuList ref={menu} id={menuId} role="menu" aria-label={`Account menu for ${name}`}>
            {button('Business summary', () => openDialog('business-summary'))}
            <li role="none">
              <GroupLabel id={settingsId} aria-hidden="true">
                Settings
              </GroupLabel>
              <ul role="group" aria-labelledby={settingsId}>
                {button('Email preferences', () => openDialog('email-preferences'))}
                {button('Change password', () => {
                  if (session.internal) return openDialog('internal-user');
                  resetPassword.mutate();
                  openDialog('password-reset');
                })}
              </ul>
            </li>
            <li role="none">
              <GroupLabel id={policiesId} aria-hidden="true">
                Policies
              </GroupLabel>
              <ul role="group" aria-labelledby={policiesId}>
                {link(paths.terms, 'Terms and conditions')}
                {link(paths.cookies, 'Cookie policy')}
                {link(paths.privacy, 'Privacy policy')}
              </ul>
            </li>
            {showAdmin && link(paths.admin, 'Admin')}
            {showViewAs && button('View as customer', () => openDialog('view-as-customer'))}
            {showViewAs && link(paths.priceDesk, 'Price desk')}
            {button('Logout', () => void signOut())}
          </MenuList>
          <PanelSection>
            <HelpTitle>Need help?</HelpTitle>
            <p>
              Call <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
            </p>
            <p>
              Email <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </p>
            <p>{SUPPORT_HOURS}</p>
          </PanelSection>
        </Panel>
      )}
    </MenuAnchor>
  );
}
