import type { Db } from '../../db';
import type { Mailer } from '../../mail';
import type { SalePricing } from '../market-data';
import { notificationMail, offerFilledText, type OutboxHandler } from '../notifications';
import { sellAtTarget } from '../selling';
import { selectOffers, type OfferRow } from './offer-queries';

/** After a refusal the offer's watch waits this long (or until the market opens) before it may fire again. */
const RETRY_AFTER_MS = 15 * 60_000;

const rearm = (db: Db, offerId: string, after: Date | null) =>
  db
    .updateTable('price_watches')
    .set(after ? { armed: false, rearm_after: after } : { armed: true, rearm_after: null })
    .where('offer_id', '=', offerId)
    .execute();

const offerFacts = (offer: OfferRow, contractReference: string) => ({
  commodity: offer.commodity_name,
  contractPeriod: { from: offer.contract_from, to: offer.contract_to, cropYear: offer.crop_year, isContractSplit: offer.contract_split },
  quantity: offer.quantity,
  targetPrice: Number(offer.target_price),
  contractReference,
});

/**
 * The job a crossing tick leaves for a standing offer: sell it as an online sale would be sold, once. The offer
 * is locked and checked Open inside the sale's transaction, and the job is marked done in that transaction too,
 * so a crash anywhere before commit leaves the job to be tried again, and a commit leaves exactly one contract.
 */
export function fillOfferJob(db: Db, pricing: SalePricing, clock: () => number, catchUpOnTicks: () => Promise<unknown>): OutboxHandler {
  return async (job, markSent) => {
    // The tick that crossed may be another instance's, whose NOTIFY has not reached us yet: price at it, not before it.
    await catchUpOnTicks();
    const offer = job.offerId ? await selectOffers(db).where('id', '=', job.offerId).executeTakeFirst() : undefined;
    const now = new Date(clock());
    if (!offer || offer.status !== 'Open' || offer.ends_at <= now) return markSent(db);
    const user = await db.selectFrom('users').select(['id', 'username']).where('id', '=', offer.user_id).executeTakeFirstOrThrow();

    const result = await sellAtTarget(
      db,
      pricing,
      {
        accountReference: offer.account_reference,
        user,
        draft: {
          commodityId: offer.commodity_id,
          farmAddressId: offer.farm_address_id,
          priceType: offer.price_type,
          sellReference: offer.sell_reference,
          quantity: offer.quantity,
          varietyList: offer.variety_list,
        },
        targetPrice: Number(offer.target_price),
        now,
        origin: `standing-offer:${offer.id}`,
      },
      {
        lock: async (trx) => {
          const locked = await trx.selectFrom('standing_offers').select('status').where('id', '=', offer.id).forUpdate().executeTakeFirst();
          if (locked?.status === 'Open') return true;
          await markSent(trx);
          return false;
        },
        record: async (trx, made) => {
          await trx
            .updateTable('contracts')
            .set({ source: 'standing-offer', standing_offer_id: offer.id })
            .where('reference', '=', made.contractReference)
            .execute();
          await trx
            .updateTable('standing_offers')
            .set({ status: 'Filled', contract_reference: made.contractReference, filled_at: now })
            .where('id', '=', offer.id)
            .execute();
          await trx.deleteFrom('price_watches').where('offer_id', '=', offer.id).execute();
          await trx
            .insertInto('user_notifications')
            .values({ account_reference: offer.account_reference, user_id: offer.user_id, offer_id: offer.id, created_at: now })
            .execute();
          await trx.insertInto('outbox').values({ kind: 'offer-filled', offer_id: offer.id }).execute();
          await markSent(trx);
        },
      },
    );
    if (result.outcome === 'sold' || result.outcome === 'gone') return;
    // Not sold: the price went back below the target, or the market or access refused. Watch again.
    const opensAt = result.outcome === 'refused' && result.refusal.errorCode === 'MARKET_CLOSED' ? ((await pricing.tradingTimes(now)).opensAt ?? null) : null;
    const after = result.outcome === 'below' ? null : new Date(opensAt ? Date.parse(opensAt) : now.getTime() + RETRY_AFTER_MS);
    await db.transaction().execute(async (trx) => {
      await rearm(trx, offer.id, after);
      await markSent(trx);
    });
  };
}

/** Tells the farmer an offer filled: an e-mail to the user who made it. The bell entry was written with the fill. */
export function offerFilledJob(db: Db, { mailer, publicUrl }: { mailer: Mailer; publicUrl: string }): OutboxHandler {
  return async (job, markSent) => {
    const offer = job.offerId ? await selectOffers(db).where('id', '=', job.offerId).executeTakeFirst() : undefined;
    const user = offer && (await db.selectFrom('users').select('email').where('id', '=', offer.user_id).executeTakeFirst());
    if (!offer?.contract_reference || !user) return markSent(db);
    await mailer.send({ to: user.email, ...notificationMail(offerFilledText(offerFacts(offer, offer.contract_reference)), publicUrl) });
    await markSent(db);
  };
}
