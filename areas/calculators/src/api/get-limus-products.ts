import type { LimusProduct, LimusProductList } from '../domain/calculators';
import { apiRequest } from '@farm/core';
import type { EmbedRequestOptions } from '@farm/core';

/**
 * GET /public/calculators/limus-products: the Limus products of spec 2 §3. Public (no sign-in, no partner key),
 * because the calculators are embedded on the supplier's marketing pages.
 */
async function getLimusProducts(options: Pick<EmbedRequestOptions, 'apiRoot'> = {}): Promise<LimusProduct[]> {
  const data = await apiRequest<LimusProductList>('/public/calculators/limus-products', { apiRoot: options.apiRoot });
  return data.products;
}

/** Public data, so no account in the key; an element with another `api-root` has an entry of its own. */
export const limusProductsQuery = (options: Pick<EmbedRequestOptions, 'apiRoot'> = {}) => ({
  queryKey: ['calculators', 'limus-products', options.apiRoot ?? ''] as const,
  queryFn: () => getLimusProducts(options),
});
