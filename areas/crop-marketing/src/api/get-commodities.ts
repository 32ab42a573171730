import type { Commodity } from '../domain/crop-marketing';
import { apiRequest } from '@farm/core';

/** GET /mycrop/commodities (spec 2 §7): the commodities priced for farmers, in display order. */
export const commoditiesQuery = () => ({
  queryKey: ['crop-marketing', 'commodities'] as const,
  queryFn: async () => (await apiRequest<{ commodities: Commodity[] }>('/mycrop/commodities')).commodities,
});
