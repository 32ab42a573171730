import type { SaleDraft, SaleQuote } from '../domain/crop-marketing';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

/** POST /accounts/{id}/quotes: the server's price for a sale, held for QUOTE_SECONDS. */
export async function createQuote(accountReference: string, draft: SaleDraft): Promise<SaleQuote> {
  return (await apiRequest<{ quote: SaleQuote }>(`${accountPath(accountReference)}/quotes`, { method: 'POST', body: draft })).quote;
}
