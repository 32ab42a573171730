import type { FuturesCommodity } from '@farm/core';
import { apiRequest } from '@farm/core';

/** GET /commodities (spec 2 §7): the grain futures markets of the global markets accordion. */
export const futuresCommoditiesQuery = () => ({
  queryKey: ['crop-marketing', 'futures-commodities'] as const,
  queryFn: async () => (await apiRequest<{ commodities: FuturesCommodity[] }>('/commodities')).commodities,
});
