import { EVERY_COMMODITY_ID } from '@farm/area-crop-marketing/domain';
import type { Db } from '../../db';
import { readPerGeneration } from '../../read-cache';

/** The commodities whose selling the price desk has paused (EVERY_COMMODITY_ID: all of them). */
export type PausedCommodities = ReadonlySet<number>;

export const isSellingPaused = (paused: PausedCommodities, commodityId: number) => paused.has(EVERY_COMMODITY_ID) || paused.has(commodityId);

/**
 * The price desk's pauses, read once per data generation: a pause written on any instance moves data_version
 * (migration 0029), which every instance polls each second, so all of them refuse within a tick of it.
 */
export const pausedCommodities = (db: Db, generation: () => number): (() => Promise<PausedCommodities>) =>
  readPerGeneration(
    { generation },
    async () => new Set((await db.selectFrom('selling_pauses').select('commodity_id').execute()).map((row) => row.commodity_id)),
  );
