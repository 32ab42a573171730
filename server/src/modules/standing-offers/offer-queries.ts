import type { StandingOffer } from '@farm/area-alerts/domain';
import { calendarDay, type Db } from '../../db';

export function selectOffers(db: Db) {
  return db
    .selectFrom('standing_offers')
    .select([
      'id',
      'account_reference',
      'user_id',
      'commodity_id',
      'commodity_name',
      calendarDay('contract_from').as('contract_from'),
      calendarDay('contract_to').as('contract_to'),
      'contract_split',
      'crop_year',
      'sell_reference',
      'farm_address_id',
      'price_type',
      'quantity',
      'variety_list',
      'target_price',
      calendarDay('expires_on').as('expires_on'),
      'ends_at',
      'status',
      'contract_reference',
      'created_at',
      'filled_at',
    ]);
}
export type OfferRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['executeTakeFirstOrThrow']>>;

/** An open offer past its expiry is Expired: the engine has stopped watching it (its watch ended), so it says so. */
export const toStandingOffer = (row: OfferRow, now: Date): StandingOffer => ({
  id: row.id,
  commodityId: row.commodity_id,
  commodity: row.commodity_name,
  contractPeriod: { from: row.contract_from, to: row.contract_to, cropYear: row.crop_year, isContractSplit: row.contract_split },
  sellReference: row.sell_reference,
  farmAddressId: row.farm_address_id,
  priceType: row.price_type,
  quantity: row.quantity,
  varietyList: row.variety_list,
  targetPrice: Number(row.target_price),
  expiresOn: row.expires_on,
  status: row.status === 'Open' && row.ends_at.getTime() <= now.getTime() ? 'Expired' : row.status,
  contractReference: row.contract_reference,
  createdAt: row.created_at.toISOString(),
  filledAt: row.filled_at ? row.filled_at.toISOString() : null,
});
