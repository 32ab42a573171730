import type { ApiApp, ApiDeps } from '../../http';
import { getDocument } from './get-document';

export { insertDocument } from './document-queries';
export { renderBusinessDocument, type DocumentAccount } from './business-document-pdf';
export { contractNoteDocument } from './contract-note-document';
export { documentAccount, documentAccountColumns } from './document-account';

/** The account's documents (PDFs of contracts today; invoices and statements later). Registered inside the account scope. */
export function documentRoutes(scoped: ApiApp, deps: ApiDeps): void {
  getDocument(scoped, deps);
}
