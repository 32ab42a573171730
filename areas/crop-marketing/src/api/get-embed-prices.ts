import type { EmbedPrices, PriceType } from '@farm/core';
import { apiRequest } from '@farm/core';
import type { EmbedRequestOptions } from '@farm/core';
import { MARKET_DATA_META } from '@farm/core';

export interface EmbedPricesQuestion {
  commodity: string;
  postcode: string;
  priceType: PriceType;
}

/**
 * GET /public/prices?commodity&postcode&priceType with the element's partner key: indicative ex-farm prices
 * near a postcode, for a partner's page. Elements with other keys or API roots never share an answer.
 */
export const embedPricesQuery = (question: EmbedPricesQuestion, embed: EmbedRequestOptions = {}) => ({
  queryKey: [
    'embed-prices',
    question.commodity.trim(),
    question.postcode.replace(/\s+/g, '').toUpperCase(),
    question.priceType,
    embed.apiRoot ?? '',
    embed.partnerKey ?? '',
  ] as const,
  queryFn: async () =>
    (
      await apiRequest<{ prices: EmbedPrices }>('/public/prices', {
        query: { commodity: question.commodity.trim(), postcode: question.postcode.trim(), priceType: question.priceType },
        apiRoot: embed.apiRoot,
        partnerKey: embed.partnerKey,
      })
    ).prices,
  meta: MARKET_DATA_META.prices,
});
