import { EVERY_COMMODITY_ID, type SellingPause } from '@farm/area-crop-marketing/domain';
import type { Db } from '../../db';

/** The pauses in force, every commodity's first, then by commodity name. */
export async function listPauses(db: Db): Promise<SellingPause[]> {
  const rows = await db
    .selectFrom('selling_pauses as p')
    .leftJoin('commodities as c', 'c.id', 'p.commodity_id')
    .select(['p.commodity_id', 'c.name', 'p.paused_by', 'p.paused_at'])
    .orderBy('p.commodity_id')
    .execute();
  return rows
    .map((row) => ({
      commodityId: row.commodity_id,
      commodityName: row.commodity_id === EVERY_COMMODITY_ID ? 'Every commodity' : (row.name ?? `Commodity ${row.commodity_id}`),
      pausedBy: row.paused_by,
      pausedAt: row.paused_at.toISOString(),
    }))
    .sort((a, b) => (a.commodityId === EVERY_COMMODITY_ID ? -1 : b.commodityId === EVERY_COMMODITY_ID ? 1 : a.commodityName.localeCompare(b.commodityName)));
}

/** The commodity's name, 'Every commodity' for id 0, or undefined for an id no commodity has. */
export async function pauseSubject(db: Db, commodityId: number): Promise<string | undefined> {
  if (commodityId === EVERY_COMMODITY_ID) return 'Every commodity';
  return (await db.selectFrom('commodities').select('name').where('id', '=', commodityId).executeTakeFirst())?.name;
}
