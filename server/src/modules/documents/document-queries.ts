import { createHash } from 'node:crypto';
import type { Db, DocumentsTable } from '../../db';
import { renderBusinessDocument } from './business-document-pdf';
import { documentAccount, documentAccountColumns } from './document-account';
import { documentSources } from './document-sources';

export interface StoredDocument {
  documentNo: string;
  accountReference: string;
  kind: DocumentsTable['kind'];
  fileName: string;
  contentType: string;
  /** Empty for a document drawn from its source row when asked for. */
  content: Uint8Array | null;
  sourceReference?: string;
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
      source_reference: document.sourceReference ?? null,
      created_at: document.createdAt,
    })
    .execute();
}

/**
 * The account's document, kept or drawn from its source row, with an ETag of its bytes; undefined for an unknown
 * number or another account's.
 */
export async function findDocument(db: Db, accountReference: string, documentNo: string) {
  const row = await db
    .selectFrom('documents')
    .innerJoin('accounts', 'accounts.reference', 'documents.account_reference')
    .select(['documents.kind', 'documents.content', 'documents.content_type', 'documents.file_name', 'documents.source_reference'])
    .select(documentAccountColumns.map((column) => `accounts.${column}` as const))
    .where('documents.document_no', '=', documentNo)
    .where('documents.account_reference', '=', accountReference)
    .executeTakeFirst();
  if (!row) return undefined;
  let content: Buffer;
  // pg answers bytea as a Buffer, PGlite as a Uint8Array.
  if (row.content) content = Buffer.from(row.content);
  else {
    const source = await documentSources[row.kind](db, documentAccount(row), documentNo, row.source_reference ?? '');
    if (!source) return undefined;
    content = Buffer.from(await renderBusinessDocument(source));
  }
  const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
  return { content, etag, contentType: row.content_type, fileName: row.file_name };
}
