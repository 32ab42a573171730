import type { PriceDesk } from '@farm/area-crop-marketing/domain';
import type { Db } from '../../db';
import { listPauses } from './pause-queries';

/** The price sheet's rows still in force at `now`, as the desk lists them: by commodity, period and area. */
const manualPricesAt = (db: Db, now: Date) =>
  db
    .selectFrom('manual_prices as m')
    .innerJoin('commodities as c', 'c.id', 'm.commodity_id')
    .leftJoin('integration_clients as i', 'i.client_id', 'm.client_id')
    .select([
      'm.external_id',
      'm.commodity_id',
      'c.name',
      'm.period',
      'm.postcode_area',
      'm.price',
      'm.expires_at',
      'm.client_id',
      'i.name as client_name',
      'm.set_at',
    ])
    .where((eb) => eb.or([eb('m.expires_at', 'is', null), eb('m.expires_at', '>', now)]))
    .orderBy('c.display_index')
    .orderBy('m.period')
    .orderBy('m.postcode_area')
    .execute();

/**
 * Everything the price desk sets, read fresh (staff see their change at once). `deploymentHours` is TRADING_HOURS,
 * in force while the desk has set none.
 */
export async function readPriceDesk(db: Db, deploymentHours: string, now = new Date()): Promise<PriceDesk> {
  const [commodities, basis, premiums, settings, pauses, manualPrices] = await Promise.all([
    db.selectFrom('commodities').select(['id', 'name']).orderBy('display_index').execute(),
    db
      .selectFrom('price_basis as b')
      .innerJoin('commodities as c', 'c.id', 'b.commodity_id')
      .select(['b.commodity_id', 'c.name', 'b.postcode_area', 'b.basis'])
      .orderBy('c.display_index')
      .orderBy('b.postcode_area')
      .execute(),
    db.selectFrom('price_preference_profiles').select(['profile_number', 'name', 'premium']).orderBy('profile_number').execute(),
    db.selectFrom('price_desk_settings').select(['haulage_allowance', 'previous_crop_spread', 'trading_hours']).where('id', '=', 1).executeTakeFirstOrThrow(),
    listPauses(db),
    manualPricesAt(db, now),
  ]);
  return {
    commodities: commodities.map((row) => ({ commodityId: row.id, name: row.name })),
    basis: basis.map((row) => ({ commodityId: row.commodity_id, commodityName: row.name, postcodeArea: row.postcode_area, basis: Number(row.basis) })),
    premiums: premiums.map((row) => ({ profileNumber: row.profile_number, name: row.name, premium: Number(row.premium) })),
    allowances: { haulageAllowance: Number(settings.haulage_allowance), previousCropSpread: Number(settings.previous_crop_spread) },
    pauses,
    tradingHours: { hours: settings.trading_hours ?? deploymentHours, setByDesk: settings.trading_hours !== null, deploymentHours },
    manualPrices: manualPrices.map((row) => ({
      externalId: row.external_id,
      commodityId: row.commodity_id,
      commodityName: row.name,
      period: row.period,
      postcodeArea: row.postcode_area,
      price: Number(row.price),
      expiresAt: row.expires_at?.toISOString() ?? null,
      setBy: row.client_name ?? row.client_id,
      setAt: row.set_at.toISOString(),
    })),
  };
}
