import type { Transaction } from 'kysely';
import type { Database, DocumentKind } from '../../db';

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
    .values({
      document_no: documentNo,
      account_reference: accountReference,
      kind,
      file_name: `${kind}-${sourceReference}.pdf`,
      content_type: 'application/pdf',
      content: null,
      source_reference: sourceReference,
    })
    .onConflict((oc) => oc.column('document_no').doNothing())
    .execute();
  return documentNo;
}
