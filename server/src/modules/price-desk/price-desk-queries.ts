import type { PriceDesk } from '@farm/area-crop-marketing/domain';
import type { Db } from '../../db';
import { listPauses } from './pause-queries';

/** Everything the price desk sets, read fresh (staff see their change at once). */
export async function readPriceDesk(db: Db): Promise<PriceDesk> {
  const [commodities, basis, premiums, settings, pauses] = await Promise.all([
    db.selectFrom('commodities').select(['id', 'name']).orderBy('display_index').execute(),
    db
      .selectFrom('price_basis as b')
      .innerJoin('commodities as c', 'c.id', 'b.commodity_id')
      .select(['b.commodity_id', 'c.name', 'b.postcode_area', 'b.basis'])
      .orderBy('c.display_index')
      .orderBy('b.postcode_area')
      .execute(),
    db.selectFrom('price_preference_profiles').select(['profile_number', 'name', 'premium']).orderBy('profile_number').execute(),
    db.selectFrom('price_desk_settings').select(['haulage_allowance', 'previous_crop_spread']).where('id', '=', 1).executeTakeFirstOrThrow(),
    listPauses(db),
  ]);
  return {
    commodities: commodities.map((row) => ({ commodityId: row.id, name: row.name })),
    basis: basis.map((row) => ({ commodityId: row.commodity_id, commodityName: row.name, postcodeArea: row.postcode_area, basis: Number(row.basis) })),
    premiums: premiums.map((row) => ({ profileNumber: row.profile_number, name: row.name, premium: Number(row.premium) })),
    allowances: { haulageAllowance: Number(settings.haulage_allowance), previousCropSpread: Number(settings.previous_crop_spread) },
    pauses,
  };
}
