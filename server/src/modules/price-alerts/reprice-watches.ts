import { sql } from 'kysely';
import type { Db } from '../../db';
import type { CropMarketingService } from '../market-data';
import { findRowToWatch, type RowAddress } from './watched-row';

/** Moves a row's price conditions to a new offset: the same ex-farm threshold in the futures' new terms. */
const moveWatches = (db: Db, owner: { alert_id?: string; offer_id?: string }, offsetPence: number) =>
  db
    .updateTable('price_watches')
    .set({
      fire_level: sql`case when watch_key like '%|price|up' then fire_level + offset_pence - ${offsetPence}
                          when watch_key like '%|price|down' then fire_level - offset_pence + ${offsetPence}
                          else fire_level end`,
      offset_pence: offsetPence,
    })
    .where(owner.alert_id ? 'alert_id' : 'offer_id', '=', (owner.alert_id ?? owner.offer_id)!)
    .execute();

/**
 * A price preference changed: the account's rows are priced with other premiums, so every live alert and open
 * offer of the account is moved to its row's new offset. A row no longer offered keeps its old one until it ends.
 */
export async function repriceWatches(db: Db, service: CropMarketingService, accountReference: string, now: Date): Promise<void> {
  const reference = await service.reference();
  const cdkOf = new Map(reference.commodities.map((c) => [c.id, c.commodityExternalCdkId]));
  const [alerts, offers] = await Promise.all([
    db
      .selectFrom('price_alerts')
      .select(['id', 'commodity_external_cdk_id', 'sell_reference', 'farm_address_id', 'price_type'])
      .where('account_reference', '=', accountReference)
      .where('ends_at', '>', now)
      .execute(),
    db
      .selectFrom('standing_offers')
      .select(['id', 'commodity_id', 'sell_reference', 'farm_address_id', 'price_type'])
      .where('account_reference', '=', accountReference)
      .where('status', '=', 'Open')
      .where('ends_at', '>', now)
      .execute(),
  ]);
  const offsetOf = async (at: RowAddress) => (await findRowToWatch(service, accountReference, at).catch(() => undefined))?.offsetPence;
  for (const alert of alerts) {
    const offset = await offsetOf({
      commodityExternalCdkId: alert.commodity_external_cdk_id,
      sellReference: alert.sell_reference,
      farmAddressId: alert.farm_address_id,
      priceType: alert.price_type,
    });
    if (offset !== undefined) await moveWatches(db, { alert_id: alert.id }, offset);
  }
  for (const offer of offers) {
    const offset = await offsetOf({
      commodityExternalCdkId: cdkOf.get(offer.commodity_id) ?? '',
      sellReference: offer.sell_reference,
      farmAddressId: offer.farm_address_id,
      priceType: offer.price_type,
    });
    if (offset !== undefined) await moveWatches(db, { offer_id: offer.id }, offset);
  }
}
