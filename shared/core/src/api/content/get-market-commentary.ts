import type { MarketCommentary } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /marketing-commentary (spec 2 §7): the latest published market report, or null before the first. */
async function getMarketCommentary(): Promise<MarketCommentary['report']> {
  return (await apiRequest<MarketCommentary>('/marketing-commentary')).report;
}

export const marketCommentaryQuery = () => ({ queryKey: ['content', 'market-commentary'] as const, queryFn: getMarketCommentary });
