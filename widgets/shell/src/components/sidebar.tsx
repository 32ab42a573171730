import styled from '@emotion/styled';
import { account$, featureSubjectOf, flags$, navigate, openDialog, passesTileFlags, paths, session$, type Tile, tileMenuState } from '@farm/core';
import { focusRing, LockIcon, theme, useBusValue, useLocationPath, useMediaQuery, VisuallyHidden } from '@farm/ui';
import { useEffect, type MouseEvent } from 'react';
import { Drawer } from '../drawer/drawer';
import { closeDrawer, drawerOpen$, sidebarShown$ } from '../drawer/drawer-state';

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space(4)} 0;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Link = styled.a<{ locked: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  color: ${({ theme, locked }) => (locked ? theme.colors.locked : theme.colors.text)};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-current='page'] {
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  ${focusRing(-3)}
`;

/** Spec 1 §2: mobile is 320-767 px; there the sidebar is a drawer behind the header's menu button. */
const PHONE = `(max-width: ${theme.breakpoints.mobileMax}px)`;

const portalRoute = (tile: Tile) => tile.route.startsWith('/');

/** Each menu item enabled, locked or hidden from the account's tiles (spec 1 §2). */
function SidebarNav() {
  const account = useBusValue(account$);
  const session = useBusValue(session$);
  const flags = useBusValue(flags$);
  const here = useLocationPath();
  if (!account) return null;
  const subject = session && featureSubjectOf({ ...session.user, internal: session.internal });
  const items = account.tiles
    .filter(portalRoute)
    .filter((tile) => !subject || passesTileFlags(tile, flags, subject))
    .map((tile) => ({ tile, state: tileMenuState(tile, session?.internal ?? false) }))
    .filter(({ state }) => state !== 'hidden')
    .sort((a, b) => a.tile.sequence - b.tile.sequence);
  // A choice closes the drawer, even one that stays on the same page.
  const go = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    closeDrawer();
    navigate(path);
  };
  // A locked item says why instead of going anywhere (spec 1 §6: locked tiles open the no-access dialog). The
  // drawer stays open beneath the dialog, so its Ok leads back to the item.
  const refuse = (tile: Tile) => (event: MouseEvent) => {
    event.preventDefault();
    openDialog('no-access', { tile: tile.text });
  };
  return (
    <Nav aria-label="Main">
      <List>
        <li>
          <Link href={paths.dashboard} locked={false} aria-current={here === paths.dashboard ? 'page' : undefined} onClick={go(paths.dashboard)}>
            Dashboard
          </Link>
        </li>
        {items.map(({ tile, state }) => (
          <li key={tile.reference}>
            <Link
              href={tile.route}
              locked={state === 'locked'}
              aria-current={here.startsWith(tile.route) ? 'page' : undefined}
              onClick={state === 'locked' ? refuse(tile) : go(tile.route)}
            >
              {tile.text}
              {state === 'locked' && (
                <>
                  <LockIcon size={16} />
                  <VisuallyHidden>(locked)</VisuallyHidden>
                </>
              )}
            </Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}

/**
 * The sidebar: beside the page from 768 px, and on phones the same menu in a drawer that the header's menu
 * button opens. It closes on any route change (Back included) and when the window grows past a phone's.
 */
export function Sidebar() {
  const phone = useMediaQuery(PHONE);
  const open = useBusValue(drawerOpen$);
  const here = useLocationPath();

  useEffect(() => {
    sidebarShown$.next(true);
    return () => {
      sidebarShown$.next(false);
      closeDrawer();
    };
  }, []);
  useEffect(() => closeDrawer(), [here, phone]);

  if (!phone) return <SidebarNav />;
  return (
    <Drawer open={open} onClose={closeDrawer}>
      <SidebarNav />
    </Drawer>
  );
}
