import * as z from 'zod';

/** The commodity id of a pause of every commodity. */
export const EVERY_COMMODITY_ID = 0;

/** A pause of selling that the price desk made (issue 29): one commodity's, or every commodity's (id 0). */
export const sellingPauseSchema = z.object({
  commodityId: z.number().int().min(0),
  /** The commodity's name, or 'Every commodity'. */
  commodityName: z.string(),
  pausedBy: z.string(),
  pausedAt: z.iso.datetime({ offset: true }),
});
export type SellingPause = z.infer<typeof sellingPauseSchema>;
export const sellingPauseListSchema = z.object({ pauses: z.array(sellingPauseSchema) });
export const sellingPauseParamsSchema = z.object({ commodityId: z.coerce.number().int().min(0).max(2_147_483_647) });
