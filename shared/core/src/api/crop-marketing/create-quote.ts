import type { SaleDraft, SaleQuote } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../account-path';

/** POST /accounts/{id}/quotes: the server's price for a sale, held for QUOTE_SECONDS. */
export async function createQuote(accountReference: string, draft: SaleDraft): Promise<SaleQuote> {
  return (await apiRequest<{ quote: SaleQuote }>(`${accountPath(accountReference)}/quotes`, { method: 'POST', body: draft })).quote;
}
