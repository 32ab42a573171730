import type { SaleRequest, SaleResponse } from '../domain/crop-marketing';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/**
 * POST /accounts/{id}/contracts (spec 2 §7 'Sell grain'): sells at the quote's price. The key names one sale
 * attempt: sent again with the same key and body, the server answers the first result instead of selling twice.
 */
export async function createContract(accountReference: string, sale: SaleRequest, idempotencyKey: string): Promise<SaleResponse> {
  return apiRequest<SaleResponse>(`${accountPath(accountReference)}/contracts`, {
    method: 'POST',
    body: sale,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
