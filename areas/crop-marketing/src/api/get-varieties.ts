import type { Commodity, Variety } from '../domain/crop-marketing';
import { apiRequest } from '@farm/core';

/** GET /mycrop/commodities/{rowCount}/varieties?commodityExternalCdkId=: the varieties a commodity may be sold as. */
export const varietiesQuery = (commodity: Pick<Commodity, 'rowCount' | 'commodityExternalCdkId'>) => ({
  queryKey: ['crop-marketing', 'varieties', commodity.commodityExternalCdkId] as const,
  queryFn: async () =>
    (
      await apiRequest<{ varieties: Variety[] }>(`/mycrop/commodities/${commodity.rowCount}/varieties`, {
        query: { commodityExternalCdkId: commodity.commodityExternalCdkId },
      })
    ).varieties,
});
