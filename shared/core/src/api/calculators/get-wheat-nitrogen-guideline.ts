import type { WheatNitrogenGuideline } from '../../domain';
import { apiRequest } from '../api-request';
import type { EmbedRequestOptions } from '../embed-config';

/** GET /public/calculators/wheat-nitrogen-guideline: the guideline figure (guidelinefig); public like the products. */
async function getWheatNitrogenGuideline(options: Pick<EmbedRequestOptions, 'apiRoot'> = {}): Promise<WheatNitrogenGuideline> {
  return apiRequest<WheatNitrogenGuideline>('/public/calculators/wheat-nitrogen-guideline', { apiRoot: options.apiRoot });
}

export const wheatNitrogenGuidelineQuery = (options: Pick<EmbedRequestOptions, 'apiRoot'> = {}) => ({
  queryKey: ['calculators', 'wheat-nitrogen-guideline', options.apiRoot ?? ''] as const,
  queryFn: () => getWheatNitrogenGuideline(options),
});
