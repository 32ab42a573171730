import * as z from 'zod';

/** The header bell's list: what happened to this user on this account (an alert fired, an offer filled). */
const portalNotificationSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  title: z.string(),
  text: z.string(),
  /** Where to act on it, a portal path of the route table, e.g. '/dashboard/myc'. */
  link: z.string(),
  read: z.boolean(),
});
export type PortalNotification = z.infer<typeof portalNotificationSchema>;
export const portalNotificationListSchema = z.object({ notifications: z.array(portalNotificationSchema), unread: z.number().int() });
