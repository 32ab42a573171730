import styled from '@emotion/styled';
import { DASHBOARD_PREFIX, formatDate, notifications$, paths } from '@farm/core';
import { useBusValue } from '@farm/ui';
import { useId } from 'react';
import { updateCentreNoteLink } from '../update-centre-link';
import { GroupLabel, IconButton, MenuAnchor, MenuItem, MenuList, Panel, PanelSection } from './menu-parts';
import { useMenu } from './use-menu';
import { usePortalNotifications } from './use-portal-notifications';

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

/** The unread count on the bell; the button's name says it in words. */
const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
  color: #fff;
  background: ${({ theme }) => theme.colors.danger};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.primary};
`;

const NoticeTitle = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const NewMark = styled.span`
  flex: none;
  padding: 0 6px;
  border-radius: 8px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  color: #fff;
  background: ${({ theme }) => theme.colors.primary};
`;

const NoticeText = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

const EmptyItem = styled(Empty)`
  display: block;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A notification's link is a portal path, absolute or relative to the dashboard ('myc'). */
const portalPath = (link: string) => (link.startsWith('/') ? link : `${DASHBOARD_PREFIX}/${link}`);

/** When it happened: the time of day for today's, else the date and time. */
function whenText(createdAt: string): string {
  const today = formatDate(new Date()) === formatDate(createdAt);
  return today ? formatDate(createdAt, 'time') : `${formatDate(createdAt)} ${formatDate(createdAt, 'time')}`;
}

/**
 * The header's notifications list (spec 1 §2): the user's price alerts and standing offers on the selected
 * business, newest first with an unread count on the bell (opening it marks them read), then recent release
 * notes, each opening the update centre.
 */
export function NotificationsMenu() {
  const notes = useBusValue(notifications$).slice(0, LISTED);
  const { open, toggle, wrapper, trigger, menu, onKeyDown, linkTo } = useMenu();
  const portal = usePortalNotifications(open);
  const menuId = useId();
  const alertsId = useId();
  const notesId = useId();

  return (
    <MenuAnchor ref={wrapper} onKeyDown={onKeyDown}>
      <IconButton
        ref={trigger}
        type="button"
        aria-label={portal.unread > 0 ? `Notifications, ${portal.unread} unread` : 'Notifications'}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        <BellIcon />
        {portal.unread > 0 && <Badge aria-hidden="true">{portal.unread > 99 ? '99+' : portal.unread}</Badge>}
      </IconButton>
      {open && (
        <Panel>
          <PanelSection>
            <Heading>Notifications</Heading>
          </PanelSection>
          <MenuList ref={menu} id={menuId} role="menu" aria-label="Notifications">
            {portal.enabled && (
              <li role="none">
                <GroupLabel id={alertsId} aria-hidden="true">
                  Alerts, offers and loads
                </GroupLabel>
                {portal.notifications.length === 0 && <EmptyItem as="span">You have no alert, offer or load notifications.</EmptyItem>}
                <ul role="group" aria-labelledby={alertsId}>
                  {portal.notifications.map((notice) => (
                    <li role="none" key={notice.id}>
                      <MenuItem role="menuitem" {...linkTo(portalPath(notice.link))}>
                        <NoticeTitle>
                          {notice.title}
                          {portal.fresh.has(notice.id) && <NewMark>New</NewMark>}
                        </NoticeTitle>
                        <NoticeText>{notice.text}</NoticeText>
                        <NoteDate>{whenText(notice.createdAt)}</NoteDate>
                      </MenuItem>
                    </li>
                  ))}
                </ul>
              </li>
            )}
            <li role="none">
              <GroupLabel id={notesId} aria-hidden="true">
                Latest updates
              </GroupLabel>
              {notes.length === 0 && <EmptyItem as="span">There are no release notes yet.</EmptyItem>}
              <ul role="group" aria-labelledby={notesId}>
                {notes.map((note) => (
                  <li role="none" key={note.id}>
                    <MenuItem role="menuitem" {...linkTo(updateCentreNoteLink(note.id))}>
                      {note.content.releaseTitle}
                      <NoteDate>{formatDate(note.releaseDate)}</NoteDate>
                    </MenuItem>
                  </li>
                ))}
              </ul>
            </li>
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
