import { pence } from '@farm/core/domain';
import type { SaleDraft, SaleRequest } from '@farm/area-crop-marketing/domain';
import type { StoredQuote } from './quote-queries';
import { sellingErrors } from './selling-errors';

/** How a refusal names each part of the sale that differs from its quote. */
const FIELD_NAMES: Record<keyof SaleDraft, string> = {
  commodityId: 'commodity',
  farmAddressId: 'collection address',
  priceType: 'price type',
  sellReference: 'contract period',
  quantity: 'quantity',
  varietyList: 'varieties',
};

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((value) => b.includes(value));

/**
 * A sale is made only as it was quoted: the same row, address, price type, varieties and tonnes (400, naming
 * what differs, with the sale rule), at the quoted price (422 otherwise).
 */
export function assertSaleMatchesQuote(sale: SaleRequest, quote: StoredQuote): void {
  const differing = (Object.keys(FIELD_NAMES) as (keyof SaleDraft)[]).filter((field) =>
    field === 'varietyList' ? !sameSet(sale.varietyList, quote.draft.varietyList) : sale[field] !== quote.draft[field],
  );
  if (differing.length) throw sellingErrors.differsFromQuote(differing.map((field) => FIELD_NAMES[field]));
  if (pence(sale.salePrice) !== pence(quote.salePrice)) throw sellingErrors.priceMismatch();
}
