import type { SaleDraft } from '@farm/area-crop-marketing/domain';
import type { RowPriceQuestion } from '../market-data';

/** Which price-table row a sale is of, as the market data is asked for its price. */
export function rowQuestion(accountReference: string, draft: SaleDraft): RowPriceQuestion {
  const { commodityId, farmAddressId, priceType, sellReference } = draft;
  return { accountReference, commodityId, farmAddressId, priceType, sellReference };
}
