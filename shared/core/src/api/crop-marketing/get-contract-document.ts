import { apiDocument } from '../api-request';
import { accountPath } from './account-path';

/** GET /accounts/{id}/documents/{documentNo}: a contract note as a PDF, fetched with the session's token. */
export const contractDocumentQuery = (reference: string, documentNo: string) => ({
  queryKey: ['account', reference, 'document', documentNo] as const,
  queryFn: () => apiDocument(`${accountPath(reference)}/documents/${encodeURIComponent(documentNo)}`, 'application/pdf'),
});
