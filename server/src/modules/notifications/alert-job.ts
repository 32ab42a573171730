import { calendarDay, type Db } from '../../db';
import type { Mailer, SmsSender } from '../../mail';
import { firingText, notificationMail, notificationSms, type FiringFacts } from './notification-texts';
import type { OutboxHandler } from './outbox-worker';

async function readFiring(db: Db, firingId: string) {
  return db
    .selectFrom('alert_firings')
    .select([
      'condition',
      'commodity_name',
      calendarDay('contract_from').as('contract_from'),
      calendarDay('contract_to').as('contract_to'),
      'contract_split',
      'crop_year',
      'value',
      'threshold',
      'price',
      'notification_type',
      'contact',
    ])
    .where('id', '=', firingId)
    .executeTakeFirst();
}

const firingFacts = (row: NonNullable<Awaited<ReturnType<typeof readFiring>>>): FiringFacts => ({
  condition: row.condition,
  commodity: row.commodity_name,
  contractPeriod: { from: row.contract_from, to: row.contract_to, cropYear: row.crop_year, isContractSplit: row.contract_split },
  value: Number(row.value),
  threshold: Number(row.threshold),
  price: Number(row.price),
});

/** Sends a fired alert by the contact it names: an e-mail or an SMS. */
export function alertJob(db: Db, { mailer, sms, publicUrl }: { mailer: Mailer; sms: SmsSender; publicUrl: string }): OutboxHandler {
  return async (job, markSent) => {
    const firing = job.firingId ? await readFiring(db, job.firingId) : undefined;
    if (!firing) return markSent(db);
    const note = firingText(firingFacts(firing));
    if (firing.notification_type === 'email') await mailer.send({ to: firing.contact, ...notificationMail(note, publicUrl) });
    else await sms.send({ to: firing.contact, text: notificationSms(note, publicUrl) });
    await markSent(db);
  };
}
