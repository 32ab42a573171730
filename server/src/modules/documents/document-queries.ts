import type { Db, DocumentsTable } from '../../db';

export interface StoredDocument {
  documentNo: string;
  accountReference: string;
  kind: DocumentsTable['kind'];
  fileName: string;
  contentType: string;
  content: Uint8Array;
  createdAt: Date;
}

/** Keeps a document of an account; inside the caller's transaction when it belongs with other writes. */
export async function insertDocument(db: Db, document: StoredDocument): Promise<void> {
  await db
    .insertInto('documents')
    .values({
      document_no: document.documentNo,
      account_reference: document.accountReference,
      kind: document.kind,
      file_name: document.fileName,
      content_type: document.contentType,
      content: document.content,
      created_at: document.createdAt,
    })
    .execute();
}

/** The account's document, or undefined for an unknown number or another account's. */
export async function findDocument(db: Db, accountReference: string, documentNo: string) {
  const row = await db
    .selectFrom('documents')
    .select(['content', 'content_type', 'file_name'])
    .where('document_no', '=', documentNo)
    .where('account_reference', '=', accountReference)
    .executeTakeFirst();
  // pg answers bytea as a Buffer, PGlite as a Uint8Array.
  return row && { content: Buffer.from(row.content), contentType: row.content_type, fileName: row.file_name };
}
