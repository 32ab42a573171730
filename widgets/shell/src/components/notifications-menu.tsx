import styled from '@emotion/styled';
import { formatDate, notifications$, paths } from '@farm/core';
import { useBusValue } from '@farm/ui';
import { useId } from 'react';
import { updateCentreNoteLink } from '../update-centre-link';
import { IconButton, MenuAnchor, MenuItem, MenuList, Panel, PanelSection } from './menu-parts';
import { useMenu } from './use-menu';

/** The bell lists the newest notes; the update centre has them all. */
const LISTED = 5;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const NoteDate = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const ViewAll = styled(MenuItem)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
    </svg>
  );
}

/** The header's notifications list (spec 1 §2): recent release notes, each opening the update centre. */
export function NotificationsMenu() {
  const notes = useBusValue(notifications$).slice(0, LISTED);
  const { open, toggle, wrapper, trigger, menu, onKeyDown, linkTo } = useMenu();
  const menuId = useId();
  const headingId = useId();

  return (
    <MenuAnchor ref={wrapper} onKeyDown={onKeyDown}>
      <IconButton
        ref={trigger}
        type="button"
        aria-label="Notifications"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        <BellIcon />
      </IconButton>
      {open && (
        <Panel>
          <PanelSection>
            <Heading id={headingId}>Latest updates</Heading>
          </PanelSection>
          {notes.length === 0 && <Empty>There are no release notes yet.</Empty>}
          <MenuList ref={menu} id={menuId} role="menu" aria-labelledby={headingId}>
            {notes.map((note) => (
              <li role="none" key={note.id}>
                <MenuItem role="menuitem" {...linkTo(updateCentreNoteLink(note.id))}>
                  {note.content.releaseTitle}
                  <NoteDate>{formatDate(note.releaseDate)}</NoteDate>
                </MenuItem>
              </li>
            ))}
            <li role="none">
              <ViewAll role="menuitem" {...linkTo(paths.updateCentre)}>
                View all
              </ViewAll>
            </li>
          </MenuList>
        </Panel>
      )}
    </MenuAnchor>
  );
}
