import type { Db } from '../../db';
import type { Mailer, SmsSender } from '../../mail';
import { readFiring, toFiringFacts } from '../price-alerts';
import { firingText, notificationMail, notificationSms } from './notification-texts';
import type { OutboxHandler } from './outbox-worker';

/** Sends a fired alert by the contact it names: an e-mail or an SMS. */
export function alertJob(db: Db, { mailer, sms, publicUrl }: { mailer: Mailer; sms: SmsSender; publicUrl: string }): OutboxHandler {
  return async (job, markSent) => {
    const firing = job.firingId ? await readFiring(db, job.firingId) : undefined;
    if (!firing) return markSent(db);
    const note = firingText(toFiringFacts(firing));
    if (firing.notification_type === 'email') await mailer.send({ to: firing.contact, ...notificationMail(note, publicUrl) });
    else await sms.send({ to: firing.contact, text: notificationSms(note, publicUrl) });
    await markSent(db);
  };
}
