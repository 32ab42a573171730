import type { WheatNitrogenGuideline } from '../domain/calculators';
import { apiRequest } from '@farm/core';
import type { EmbedRequestOptions } from '@farm/core';

/** GET /public/calculators/wheat-nitrogen-guideline: the guideline figure (guidelinefig); public like the products. */
async function getWheatNitrogenGuideline(options: Pick<EmbedRequestOptions, 'apiRoot'> = {}): Promise<WheatNitrogenGuideline> {
  return apiRequest<WheatNitrogenGuideline>('/public/calculators/wheat-nitrogen-guideline', { apiRoot: options.apiRoot });
}

export const wheatNitrogenGuidelineQuery = (options: Pick<EmbedRequestOptions, 'apiRoot'> = {}) => ({
  queryKey: ['calculators', 'wheat-nitrogen-guideline', options.apiRoot ?? ''] as const,
  queryFn: () => getWheatNitrogenGuideline(options),
});
