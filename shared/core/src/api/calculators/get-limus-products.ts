import { limusProductListSchema, type LimusProduct, type LimusProductList } from '../../domain';
import { ApiError } from '../api-error';
import { apiRequest } from '../api-request';
import type { EmbedRequestOptions } from '../embed-config';

/**
 * GET /public/calculators/limus-products: the Limus products of spec 2 §3. Public (no sign-in, no partner key),
 * because the calculators are embedded on the supplier's marketing pages. The embed build skips the zod parse
 * (`__FARM_EMBED_BUILD__`); the server checks every answer against the same schema.
 */
async function getLimusProducts(options: Pick<EmbedRequestOptions, 'apiRoot'> = {}): Promise<LimusProduct[]> {
  // Tested inline (see embed-config.ts): esbuild folds only that in place, dropping the schema from the embed.
  const schema = typeof __FARM_EMBED_BUILD__ === 'boolean' ? undefined : limusProductListSchema;
  const data = await apiRequest<LimusProductList>('/public/calculators/limus-products', { schema, apiRoot: options.apiRoot });
  if (!Array.isArray(data?.products)) throw new ApiError(502, 'INVALID_RESPONSE', 'The server answered in an unexpected shape.');
  return data.products;
}

/** Public data, so no account in the key; an element with another `api-root` has an entry of its own. */
export const limusProductsQuery = (options: Pick<EmbedRequestOptions, 'apiRoot'> = {}) => ({
  queryKey: ['calculators', 'limus-products', options.apiRoot ?? ''] as const,
  queryFn: () => getLimusProducts(options),
});
