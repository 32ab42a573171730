import type { Db } from '../../db';

/**
 * Cancels a user's open standing offers on a business. An offer a fill has locked is waited for, then left alone
 * if it filled: the update's own condition is checked again on the row as it is after the fill.
 */
export async function cancelMembersOffers(db: Db, account: string, userId: string, now: Date): Promise<number> {
  const cancelled = await db
    .updateTable('standing_offers')
    .set({ status: 'Cancelled', cancelled_at: now })
    .where('account_reference', '=', account)
    .where('user_id', '=', userId)
    .where('status', '=', 'Open')
    .returning('id')
    .execute();
  if (cancelled.length > 0) {
    await db
      .deleteFrom('price_watches')
      .where(
        'offer_id',
        'in',
        cancelled.map((offer) => offer.id),
      )
      .execute();
  }
  return cancelled.length;
}
