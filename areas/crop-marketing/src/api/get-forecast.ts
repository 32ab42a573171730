import { type FuturesContract, type FuturesSnapshot } from '@farm/core';
import { apiRequest } from '@farm/core';
import { MARKET_DATA_META } from '@farm/core';
import { FORECAST_PERIODS } from '../domain';

/** GET /commodities/{id}/forecast?periods=12: a futures market's snapshot by delivery month; live ticks move it. */
export const forecastQuery = (contract: FuturesContract) => ({
  queryKey: ['crop-marketing', 'forecast', contract] as const,
  queryFn: async () =>
    (
      await apiRequest<{ forecast: FuturesSnapshot }>(`/commodities/${encodeURIComponent(contract)}/forecast`, {
        query: { periods: String(FORECAST_PERIODS) },
      })
    ).forecast,
  meta: MARKET_DATA_META.futures,
});
