import { accountPath } from './account-path';
import { apiDocument } from './api-request';

/**
 * GET /accounts/{id}/documents/{documentNo}: one of the business's documents (a contract note, an invoice, a self
 * bill) as a PDF, fetched with the session's token. The portal's one PDF viewer (@farm/ui) opens them all.
 */
export const accountDocumentQuery = (accountReference: string, documentNo: string) => ({
  queryKey: ['account', accountReference, 'document', documentNo] as const,
  queryFn: () => apiDocument(`${accountPath(accountReference)}/documents/${encodeURIComponent(documentNo)}`, 'application/pdf'),
});
