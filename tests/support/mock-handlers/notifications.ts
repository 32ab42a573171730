import type { PortalNotification } from '@farm/core';
import { http } from 'msw';
import { ok } from '../api-envelopes';
import { demoNotifications } from '../notification-fixtures';

/**
 * The header bell's calls over one list per account: GET answers it with its unread count, POST .../read marks
 * it all read. `add` puts a new notification on top, as a firing or a fill does on the server.
 */
export function notificationHandlers(start: () => PortalNotification[] = demoNotifications) {
  const lists = new Map<string, PortalNotification[]>();
  const listOf = (reference: string) => {
    if (!lists.has(reference)) lists.set(reference, start());
    return lists.get(reference)!;
  };
  return {
    handlers: [
      http.get('/api/accounts/:reference/notifications', ({ params }) => {
        const list = listOf(String(params.reference));
        return ok({ notifications: list.slice(0, 10), unread: list.filter((n) => !n.read).length });
      }),
      http.post('/api/accounts/:reference/notifications/read', ({ params }) => {
        const list = listOf(String(params.reference));
        list.splice(0, list.length, ...list.map((n) => ({ ...n, read: true })));
        return ok({ unread: 0 });
      }),
    ],
    add(reference: string, notification: PortalNotification) {
      listOf(reference).unshift(notification);
    },
  };
}
