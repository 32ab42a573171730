import { DEFAULT_LOAD_NOTIFICATION_PREFERENCES, type LoadEvent } from '@farm/area-alerts/domain';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db';
import { loadEventText, type LoadFacts } from './load-event-texts';

/** Each event's column of load_notification_preferences. */
const PREFERENCE_COLUMN = { weighed: 'weighed', sampled: 'sampled', selfBilled: 'self_billed', claims: 'claims' } as const satisfies Record<LoadEvent, string>;

/**
 * Tells a business's users of an event of one of its loads, in the transaction that wrote it, so the bell entry
 * exists exactly when the load's new state does: a bell entry for each user, and an e-mail (an outbox job) for
 * each who asked for this event's (the defaults where they never chose).
 */
export async function notifyLoadEvent(trx: Transaction<Database>, account: string, event: LoadEvent, load: LoadFacts, now = new Date()): Promise<void> {
  const note = loadEventText(event, load);
  const column = PREFERENCE_COLUMN[event];
  const users = await trx
    .selectFrom('account_users as u')
    .leftJoin('load_notification_preferences as p', (join) =>
      join.onRef('p.account_reference', '=', 'u.account_reference').onRef('p.user_id', '=', 'u.user_id'),
    )
    .select(['u.user_id', sql<boolean>`coalesce(${sql.ref(`p.${column}`)}, ${DEFAULT_LOAD_NOTIFICATION_PREFERENCES[event]})`.as('mail')])
    .where('u.account_reference', '=', account)
    .execute();
  if (users.length === 0) return;
  const entries = await trx
    .insertInto('user_notifications')
    .values(
      users.map((user) => ({
        account_reference: account,
        user_id: user.user_id,
        firing_id: null,
        offer_id: null,
        created_at: now,
        title: note.title,
        body: note.text,
        link: note.link,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  const mailed = entries.filter((entry) => users.find((user) => user.user_id === entry.user_id)?.mail);
  if (mailed.length)
    await trx
      .insertInto('outbox')
      .values(mailed.map((entry) => ({ kind: 'load-event' as const, firing_id: null, offer_id: null, notification_id: entry.id })))
      .execute();
}
