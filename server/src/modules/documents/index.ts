import { getDocument } from './get-document';
import type { PortalModule } from '../portal-module';
import { registerAccountScope } from '../accounts';

export { insertDocument } from './document-queries';
export { renderBusinessDocument, type DocumentAccount } from './business-document-pdf';
export { contractNoteDocument } from './contract-note-document';
export { documentAccount, documentAccountColumns } from './document-account';
export { drawnDocumentRow } from './drawn-document-row';

/** The account's documents (PDFs of contracts today; invoices and statements later). Registered inside the account scope. */
/** A business's trade documents as PDFs. */
export const documentsModule: PortalModule = async (app, services) => {
  await registerAccountScope(app, services, (scoped) => getDocument(scoped, services));
};
