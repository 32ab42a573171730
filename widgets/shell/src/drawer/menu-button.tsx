import styled from '@emotion/styled';
import { theme, useBusValue } from '@farm/ui';
import { IconButton } from '../components/menu-parts';
import { DRAWER_ID, drawerOpen$, openDrawer, sidebarShown$ } from './drawer-state';

/** Only phones need it: from the tablet breakpoint up the sidebar sits beside the page. */
const Button = styled(IconButton)`
  border-radius: ${({ theme }) => theme.radius.sm};
  @media (min-width: ${theme.breakpoints.mobileMax + 1}px) {
    display: none;
  }
`;

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

/** The header's menu button on phones (320-767 px): opens the sidebar as a drawer. */
export function MenuButton() {
  const shown = useBusValue(sidebarShown$);
  const open = useBusValue(drawerOpen$);
  if (!shown) return null;
  return (
    <Button type="button" aria-label="Menu" aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? DRAWER_ID : undefined} onClick={openDrawer}>
      <MenuIcon />
    </Button>
  );
}
