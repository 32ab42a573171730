import { wheatNitrogenGuidelineSchema, type WheatNitrogenGuideline } from '../../domain';
import { ApiError } from '../api-error';
import { apiRequest } from '../api-request';
import type { EmbedRequestOptions } from '../embed-config';

/** GET /public/calculators/wheat-nitrogen-guideline: the guideline figure (guidelinefig); public like the products. */
async function getWheatNitrogenGuideline(options: Pick<EmbedRequestOptions, 'apiRoot'> = {}): Promise<WheatNitrogenGuideline> {
  // Tested inline (see embed-config.ts): esbuild folds only that in place, dropping the schema from the embed.
  const schema = typeof __FARM_EMBED_BUILD__ === 'boolean' ? undefined : wheatNitrogenGuidelineSchema;
  const data = await apiRequest<WheatNitrogenGuideline>('/public/calculators/wheat-nitrogen-guideline', { schema, apiRoot: options.apiRoot });
  if (typeof data?.guidelinefig !== 'number') throw new ApiError(502, 'INVALID_RESPONSE', 'The server answered in an unexpected shape.');
  return data;
}

export const wheatNitrogenGuidelineQuery = (options: Pick<EmbedRequestOptions, 'apiRoot'> = {}) => ({
  queryKey: ['calculators', 'wheat-nitrogen-guideline', options.apiRoot ?? ''] as const,
  queryFn: () => getWheatNitrogenGuideline(options),
});
