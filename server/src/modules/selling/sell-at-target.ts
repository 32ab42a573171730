import { randomUUID } from 'node:crypto';
import type { SaleDraft } from '@farm/area-crop-marketing/domain';
import type { Db, UserIdentity } from '../../db';
import { ApiError } from '../../http';
import type { SalePricing } from '../market-data';
import { insertQuote } from './quote-queries';
import { rowQuestion } from './row-question';
import { assertMayTrade } from './trading-gate';
import { writeSaleContract, type MadeContract } from './write-sale-contract';

export interface TargetSale {
  accountReference: string;
  user: Pick<UserIdentity, 'id' | 'username'>;
  draft: SaleDraft;
  /** £/MT: the price the seller asked for; the sale is made at it once the row's price is there. */
  targetPrice: number;
  now: Date;
  /** What the audit entry names as the sale's origin. */
  origin: string;
}

export interface SaleBookkeeping {
  /** Takes the thing being sold for this transaction; false if it is no longer for sale (then nothing is written). */
  lock(trx: Db): Promise<boolean>;
  /** Writes what else the sale changes, in the sale's transaction. */
  record(trx: Db, made: MadeContract): Promise<void>;
}

export type TargetSaleOutcome =
  | { outcome: 'sold'; made: MadeContract }
  /** Refused as an online sale would be: no crop marketing access, or outside trading times. */
  | { outcome: 'refused'; refusal: ApiError }
  | { outcome: 'below'; price: number }
  | { outcome: 'no-price' }
  | { outcome: 'gone' };

/**
 * A sale at a price the seller set in advance (a standing offer), through an online sale's checks and writes:
 * access and trading times, the server's price of the row now (which must have reached the target), the
 * varieties' names, then a quote at the target and `writeSaleContract` in one transaction with the caller's own
 * bookkeeping, which first takes what is being sold so it sells once.
 */
export async function sellAtTarget(db: Db, pricing: SalePricing, sale: TargetSale, bookkeeping: SaleBookkeeping): Promise<TargetSaleOutcome> {
  const { accountReference, user, draft, now } = sale;
  try {
    await assertMayTrade(pricing, accountReference, user.id, now, draft.commodityId);
  } catch (error) {
    if (error instanceof ApiError) return { outcome: 'refused', refusal: error };
    throw error;
  }
  const row = await pricing.priceOf(rowQuestion(accountReference, draft));
  if (!row) return { outcome: 'no-price' };
  if (row.price < sale.targetPrice) return { outcome: 'below', price: row.price };
  const [{ name }, varieties] = await Promise.all([
    db.selectFrom('accounts').select('name').where('reference', '=', accountReference).executeTakeFirstOrThrow(),
    pricing.varietiesOf(draft.commodityId),
  ]);
  const varietyNames = draft.varietyList.map((number) => varieties.find((variety) => variety.varietyNumber === number)?.varietyDescription ?? String(number));
  const quote = { id: randomUUID(), draft, salePrice: sale.targetPrice, deliveryMonth: row.deliveryMonth, contractPeriod: row.contractPeriod, expiresAt: now };

  return db.transaction().execute(async (trx): Promise<TargetSaleOutcome> => {
    if (!(await bookkeeping.lock(trx))) return { outcome: 'gone' };
    await insertQuote(trx, { accountReference, userId: user.id }, quote);
    const made = await writeSaleContract(trx, {
      account: { reference: accountReference, name },
      user,
      quote,
      row,
      varietyNames,
      now,
      audit: { sessionId: null, url: sale.origin },
    });
    await bookkeeping.record(trx, made);
    return { outcome: 'sold', made };
  });
}
