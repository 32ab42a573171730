import type { FuturesSnapshot } from '@farm/core';
import { apiRequest } from '@farm/core';
import { MARKET_DATA_META } from '@farm/core';

/** GET /exchange-currencies (spec 2 §7): the currency futures' FOREX tables; live ticks move them. */
export const exchangeCurrenciesQuery = () => ({
  queryKey: ['crop-marketing', 'exchange-currencies'] as const,
  queryFn: async () => (await apiRequest<{ exchangeCurrencies: FuturesSnapshot[] }>('/exchange-currencies')).exchangeCurrencies,
  meta: MARKET_DATA_META.futuresList,
});
