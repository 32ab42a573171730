import type { DocumentKind } from '../../db';

/**
 * The row of a document kept without its PDF: drawn from its source row (an invoice's, a claim's … reference)
 * when the farmer opens it. The demo and the integration API number and keep them alike.
 */
export const drawnDocumentRow = (documentNo: string, accountReference: string, kind: DocumentKind, sourceReference: string) => ({
  document_no: documentNo,
  account_reference: accountReference,
  kind,
  file_name: `${kind}-${sourceReference}.pdf`,
  content_type: 'application/pdf',
  content: null,
  source_reference: sourceReference,
});
