import type { SalePricing } from '../market-data';
import { sellingErrors } from './selling-errors';

/** Crop marketing access (hasMCM and the user's crop marketing tile), or 403. */
export async function assertCropMarketingAccess(pricing: SalePricing, accountReference: string, userId: string): Promise<void> {
  if (!(await pricing.canTrade(accountReference, userId))) throw sellingErrors.noCropMarketing();
}

/**
 * Every sale refuses alike (a quote, a contract from a quote, a standing offer's fill): an account or user without
 * crop marketing (403), then outside trading times (409), then while the price desk has paused the commodity (409).
 */
export async function assertMayTrade(pricing: SalePricing, accountReference: string, userId: string, now: Date, commodityId: number): Promise<void> {
  await assertCropMarketingAccess(pricing, accountReference, userId);
  const times = await pricing.tradingTimes(now);
  if (!times.open) throw sellingErrors.marketClosed(times.opensAt);
  if (await pricing.sellingPaused(commodityId)) throw sellingErrors.sellingPaused();
}
