import { account$, session$ } from '@farm/core';
import { markNotificationsRead, notificationsKey, notificationsQuery, type NotificationList } from './notification-calls';
import { useBusValue, useRefreshOnMarketTick } from '@farm/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

const NONE: NotificationList = { notifications: [], unread: 0 };

/**
 * The signed-in user's notifications on the selected business (an alert fired, an offer filled), loaded again
 * on every market tick, since a tick is what fires and fills them. Nothing loads and no stream opens before
 * there is a session and a business. While `open` (the bell's menu shows them) they are marked read; the ones
 * that were unread when seen stay marked `fresh` until the menu closes, so the user can tell which are new.
 */
export function usePortalNotifications(open: boolean) {
  const session = useBusValue(session$);
  const account = useBusValue(account$);
  const reference = session && account ? account.reference : '';
  const enabled = reference !== '';
  const { refetchInterval } = useRefreshOnMarketTick(notificationsKey(reference), enabled);
  const query = useQuery({ ...notificationsQuery(reference), enabled, refetchInterval });
  const client = useQueryClient();
  const data = enabled ? (query.data ?? NONE) : NONE;

  const markRead = useMutation({
    mutationFn: () => markNotificationsRead(reference),
    onSuccess: () =>
      client.setQueryData<NotificationList>(
        notificationsKey(reference),
        (list) => list && { notifications: list.notifications.map((n) => ({ ...n, read: true })), unread: 0 },
      ),
  });
  const { mutate } = markRead;

  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unreadKey = data.notifications
    .filter((n) => !n.read)
    .map((n) => n.id)
    .join(' ');
  useEffect(() => {
    if (!open) setFresh(new Set());
    else if (unreadKey !== '') setFresh((seen) => new Set([...seen, ...unreadKey.split(' ')]));
  }, [open, unreadKey]);
  // Once per new unread state seen: a failed mark is not tried again in a loop, the next notification tries.
  const markNow = open && data.unread > 0;
  useEffect(() => {
    if (markNow) mutate();
  }, [markNow, unreadKey, mutate]);

  return { enabled, notifications: data.notifications, unread: data.unread, fresh };
}
