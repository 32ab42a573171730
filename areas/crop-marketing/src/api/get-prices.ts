import type { Prices, PriceType } from '@farm/core';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';
import { MARKET_DATA_META } from '@farm/core';

export interface PricesQuestion {
  priceType: PriceType;
  farmAddressId: number;
  commodityExternalCdkId: string;
}

/**
 * GET /accounts/{id}/prices?priceType&farmAddressId&commodityExternalCdkId: one commodity's price table for a
 * collection address. The live market stream moves the cached answer (MARKET_DATA_META).
 */
export const pricesQuery = (accountReference: string, question: PricesQuestion) => ({
  queryKey: ['account', accountReference, 'prices', question.priceType, question.farmAddressId, question.commodityExternalCdkId] as const,
  queryFn: async () =>
    (
      await apiRequest<{ prices: Prices }>(`${accountPath(accountReference)}/prices`, {
        query: {
          priceType: question.priceType,
          farmAddressId: String(question.farmAddressId),
          commodityExternalCdkId: question.commodityExternalCdkId,
        },
      })
    ).prices,
  meta: MARKET_DATA_META.prices,
});

/** Every cached price table of an account, e.g. to load them again after a preference changed. */
export const accountPricesKey = (accountReference: string) => ['account', accountReference, 'prices'] as const;
