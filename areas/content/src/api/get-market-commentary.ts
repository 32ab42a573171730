import type { MarketCommentary } from '../domain/market-report';
import { apiRequest } from '@farm/core';

/** GET /marketing-commentary (spec 2 §7): the latest published market report, or null before the first. */
async function getMarketCommentary(): Promise<MarketCommentary['report']> {
  return (await apiRequest<MarketCommentary>('/marketing-commentary')).report;
}

export const marketCommentaryQuery = () => ({ queryKey: ['content', 'market-commentary'] as const, queryFn: getMarketCommentary });
