import type { Db } from '../../db';

/** Deletes a user's price alerts on a business (their watches go with them; what fired stays in the history). */
export async function deleteMembersAlerts(db: Db, account: string, userId: string): Promise<number> {
  const deleted = await db.deleteFrom('price_alerts').where('account_reference', '=', account).where('user_id', '=', userId).executeTakeFirst();
  await db.deleteFrom('alert_contact_preferences').where('account_reference', '=', account).where('user_id', '=', userId).execute();
  await db.deleteFrom('user_notifications').where('account_reference', '=', account).where('user_id', '=', userId).execute();
  return Number(deleted.numDeletedRows);
}
