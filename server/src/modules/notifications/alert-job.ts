import type { Db } from '../../db';
import type { Mailer, SmsSender } from '../../mail';
import { isConfirmedDestination, readFiring, toFiringFacts } from '../price-alerts';
import { firingText, notificationMail, notificationSms } from './notification-texts';
import type { OutboxHandler } from './outbox-worker';

/**
 * Sends a fired alert by the contact it names: an e-mail or an SMS, and only to a destination its user has
 * confirmed (issue 27 §7), checked as it is sent. An unconfirmed one gets nothing; the firing stays in the
 * user's history and bell, and the job is done (a later confirmation does not send old alerts).
 */
export function alertJob(db: Db, { mailer, sms, publicUrl }: { mailer: Mailer; sms: SmsSender; publicUrl: string }): OutboxHandler {
  return async (job, markSent) => {
    const firing = job.firingId ? await readFiring(db, job.firingId) : undefined;
    if (!firing || !(await isConfirmedDestination(db, firing.user_id, firing.notification_type, firing.contact))) return markSent(db);
    const note = firingText(toFiringFacts(firing));
    if (firing.notification_type === 'email') await mailer.send({ to: firing.contact, ...notificationMail(note, publicUrl) });
    else await sms.send({ to: firing.contact, text: notificationSms(note, publicUrl) });
    await markSent(db);
  };
}
