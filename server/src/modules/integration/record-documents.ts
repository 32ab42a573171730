import type { Transaction } from 'kysely';
import type { Database, DocumentKind } from '../../db';
import { drawnDocumentRow } from '../documents';

const PREFIX: Record<DocumentKind, string> = {
  'contract-note': 'CN',
  'self-bill': 'SB',
  invoice: 'IN',
  order: 'OR',
  'haulier-self-bill': 'HS',
  'price-adjustment': 'PA',
};

/**
 * The document of a record that came without a PDF: numbered from the record, and drawn from its row when the
 * farmer opens it, as the demo's are. Sending the record again finds the same number.
 */
export async function drawnDocument(trx: Transaction<Database>, kind: DocumentKind, accountReference: string, sourceReference: string): Promise<string> {
  const documentNo = `${PREFIX[kind]}-${sourceReference}`;
  await trx
    .insertInto('documents')
    .values(drawnDocumentRow(documentNo, accountReference, kind, sourceReference))
    .onConflict((oc) => oc.column('document_no').doNothing())
    .execute();
  return documentNo;
}
