import type { Commodity } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /mycrop/commodities (spec 2 §7): the commodities priced for farmers, in display order. */
export const commoditiesQuery = () => ({
  queryKey: ['crop-marketing', 'commodities'] as const,
  queryFn: async () => (await apiRequest<{ commodities: Commodity[] }>('/mycrop/commodities')).commodities,
});
