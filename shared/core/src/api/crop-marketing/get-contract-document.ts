import { apiDocument } from '../api-request';
import { accountPath } from '../account-path';

/** GET /accounts/{id}/documents/{documentNo}: a contract note as a PDF, fetched with the session's token. */
export const contractDocumentQuery = (accountReference: string, documentNo: string) => ({
  queryKey: ['account', accountReference, 'document', documentNo] as const,
  queryFn: () => apiDocument(`${accountPath(accountReference)}/documents/${encodeURIComponent(documentNo)}`, 'application/pdf'),
});
