import type { TradingTimes } from '../domain/crop-marketing';
import { apiRequest } from '@farm/core';

/** GET /mycrop/tradingtimes: whether grain may be sold now, and when that next changes. */
export const tradingTimesQuery = () => ({
  queryKey: ['crop-marketing', 'trading-times'] as const,
  queryFn: async () => (await apiRequest<{ tradingTimes: TradingTimes }>('/mycrop/tradingtimes')).tradingTimes,
});
