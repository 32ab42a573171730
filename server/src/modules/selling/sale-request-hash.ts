import { createHash } from 'node:crypto';
import type { SaleRequest } from '@farm/area-crop-marketing/domain';

const byNumber = (a: number, b: number) => a - b;

/**
 * What tells "the same request again" from "another request under a used key": the validated body in a fixed
 * order (the varieties as a set), so key order and whitespace in the JSON sent do not count.
 */
export function saleRequestHash(sale: SaleRequest): string {
  const canonical = [
    sale.quoteId,
    sale.commodityId,
    sale.farmAddressId,
    sale.priceType,
    sale.sellReference,
    sale.quantity,
    [...sale.varietyList].sort(byNumber),
    sale.salePrice,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
