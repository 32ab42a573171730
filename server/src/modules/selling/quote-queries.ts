import type { ContractPeriod } from '@farm/core/domain';
import type { SaleDraft } from '@farm/area-crop-marketing/domain';
import { sql } from 'kysely';
import type { Db } from '../../db';

/** Whose a quote is: it sells only on this account, for this user. */
export interface QuoteOwner {
  accountReference: string;
  userId: string;
}

export interface StoredQuote {
  id: string;
  draft: SaleDraft;
  salePrice: number;
  deliveryMonth: string;
  contractPeriod: ContractPeriod;
  expiresAt: Date;
}

export async function insertQuote(db: Db, owner: QuoteOwner, quote: StoredQuote): Promise<void> {
  const { draft, contractPeriod } = quote;
  await db
    .insertInto('sale_quotes')
    .values({
      id: quote.id,
      account_reference: owner.accountReference,
      user_id: owner.userId,
      commodity_id: draft.commodityId,
      farm_address_id: draft.farmAddressId,
      price_type: draft.priceType,
      sell_reference: draft.sellReference,
      quantity: draft.quantity,
      variety_list: draft.varietyList,
      sale_price: quote.salePrice,
      delivery_month: quote.deliveryMonth,
      contract_period_from: contractPeriod.from,
      contract_period_to: contractPeriod.to,
      contract_period_split: contractPeriod.isContractSplit,
      crop_year: contractPeriod.cropYear,
      expires_at: quote.expiresAt,
    })
    .execute();
}

/** The owner's quote, or undefined for anyone else's: a quote id alone never reveals a quote. */
export async function findQuote(db: Db, id: string, owner: QuoteOwner): Promise<StoredQuote | undefined> {
  const row = await db
    .selectFrom('sale_quotes')
    .select([
      'id',
      'commodity_id',
      'farm_address_id',
      'price_type',
      'sell_reference',
      'quantity',
      'variety_list',
      'sale_price',
      'delivery_month',
      // Calendar dates as text, so no driver turns them into a local-time Date.
      sql<string>`to_char(contract_period_from, 'YYYY-MM-DD')`.as('period_from'),
      sql<string>`to_char(contract_period_to, 'YYYY-MM-DD')`.as('period_to'),
      'contract_period_split',
      'crop_year',
      'expires_at',
    ])
    .where('id', '=', id)
    .where('account_reference', '=', owner.accountReference)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    draft: {
      commodityId: row.commodity_id,
      farmAddressId: row.farm_address_id,
      priceType: row.price_type,
      sellReference: row.sell_reference,
      quantity: row.quantity,
      varietyList: row.variety_list,
    },
    salePrice: Number(row.sale_price),
    deliveryMonth: row.delivery_month,
    contractPeriod: { from: row.period_from, to: row.period_to, cropYear: row.crop_year, isContractSplit: row.contract_period_split },
    expiresAt: new Date(row.expires_at),
  };
}

/**
 * Takes the quote for this transaction, unless another one holds it or it is used: `skip locked` answers at
 * once instead of waiting, so of two requests racing for one quote under different keys, one sells and the
 * other is refused, on any number of server instances.
 */
export async function lockUnusedQuote(trx: Db, id: string): Promise<boolean> {
  const row = await trx.selectFrom('sale_quotes').select('id').where('id', '=', id).where('used_at', 'is', null).forUpdate().skipLocked().executeTakeFirst();
  return row !== undefined;
}

export async function markQuoteUsed(trx: Db, id: string, at: Date): Promise<void> {
  await trx.updateTable('sale_quotes').set({ used_at: at }).where('id', '=', id).execute();
}
