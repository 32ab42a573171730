import type { SaleRequest } from '@farm/area-crop-marketing/domain';
import type { Db, UserIdentity } from '../../db';
import { ApiError } from '../../http';
import type { SalePricing } from '../market-data';
import { assertSaleMatchesQuote } from './quote-match';
import { findQuote } from './quote-queries';
import { rowQuestion } from './row-question';
import { sellingErrors } from './selling-errors';
import { assertMayTrade } from './trading-gate';
import type { SaleContract } from './write-sale-contract';

export type PreparedSale = { refusal: ApiError } | { sale: Omit<SaleContract, 'audit'> };

interface SaleAttempt {
  request: SaleRequest;
  accountReference: string;
  user: Pick<UserIdentity, 'id' | 'username'>;
  now: Date;
}

async function readSale(db: Db, pricing: SalePricing, { request, accountReference, user, now }: SaleAttempt): Promise<Omit<SaleContract, 'audit'>> {
  await assertMayTrade(pricing, accountReference, user.id, now, request.commodityId);
  const quote = await findQuote(db, request.quoteId, { accountReference, userId: user.id });
  if (!quote) throw sellingErrors.quoteNotFound();
  assertSaleMatchesQuote(request, quote);
  const row = await pricing.priceOf(rowQuestion(accountReference, quote.draft));
  if (!row) throw sellingErrors.noPricing();
  if (quote.expiresAt.getTime() <= now.getTime()) throw sellingErrors.quoteExpired(row.price);
  const [{ name }, varieties] = await Promise.all([
    db.selectFrom('accounts').select('name').where('reference', '=', accountReference).executeTakeFirstOrThrow(),
    pricing.varietiesOf(quote.draft.commodityId),
  ]);
  const varietyNames = quote.draft.varietyList.map(
    (number) => varieties.find((variety) => variety.varietyNumber === number)?.varietyDescription ?? String(number),
  );
  return { account: { reference: accountReference, name }, user, quote, row, varietyNames, now };
}

/**
 * Everything a sale reads before its transaction (access, trading times, the quote, the market data), or the
 * refusal it earns. The refusal is not thrown here but after the sale's key is claimed: a duplicate that got
 * this far while the first request with its key was committing a sale (the quote now used, or just expired)
 * must answer that sale, not refuse.
 */
export async function prepareSale(db: Db, pricing: SalePricing, attempt: SaleAttempt): Promise<PreparedSale> {
  try {
    return { sale: await readSale(db, pricing, attempt) };
  } catch (error) {
    if (error instanceof ApiError) return { refusal: error };
    throw error;
  }
}
