import type { Db } from '../../db';
import type { Mailer } from '../../mail';
import { notificationMail } from './notification-texts';
import type { OutboxHandler } from './outbox-worker';

/** E-mails a load's bell entry to its user, in the words the bell shows, with a link to the load. */
export function loadEventJob(db: Db, { mailer, publicUrl }: { mailer: Mailer; publicUrl: string }): OutboxHandler {
  return async (job, markSent) => {
    const entry = job.notificationId
      ? await db
          .selectFrom('user_notifications as n')
          .innerJoin('users as u', 'u.id', 'n.user_id')
          .select(['n.title', 'n.body', 'n.link', 'u.email'])
          .where('n.id', '=', job.notificationId)
          .executeTakeFirst()
      : undefined;
    // Gone (the user left the business, or it was pruned): nothing to send.
    if (!entry?.title || !entry.body || !entry.link) return markSent(db);
    await mailer.send({
      to: entry.email,
      ...notificationMail({ title: entry.title, text: entry.body, link: entry.link }, publicUrl, 'See the load on MyFarm'),
    });
    await markSent(db);
  };
}
