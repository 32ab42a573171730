import { accountReferenceSchema } from '@farm/core/domain';
import { PDFDocument } from 'pdf-lib';
import { z } from 'zod';
import type { DocumentKind } from '../../db';
import type { RecordKind } from './record-kind';
import { RecordProblem } from './record-problem';

/** A PDF the merchant sends in place of the one the portal would draw: at most this many bytes. */
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

const DOCUMENT_KINDS = ['contract-note', 'self-bill', 'invoice', 'order', 'haulier-self-bill', 'price-adjustment'] as const satisfies readonly DocumentKind[];

/**
 * The merchant's own PDF of a record it sent (issue 29): a contract's note, an invoice, a self bill, an order, a
 * haulier self bill or a price adjustment, named by the record's number. It replaces the document the portal
 * draws from the record's row, which is what a record without one shows. Base64, as JSON carries no bytes.
 */
export const documentRecordSchema = z.object({
  accountReference: accountReferenceSchema,
  documentKind: z.enum(DOCUMENT_KINDS),
  /** The number of the record it is the document of: the contract's, the invoice's … (that record's externalId). */
  sourceReference: z.string().trim().min(1).max(100),
  fileName: z
    .string()
    .trim()
    .regex(/^[\w .-]{1,96}\.pdf$/i, 'a file name ending in .pdf, of letters, digits, spaces, dots, dashes and underscores')
    .optional(),
  pdf: z.base64().max(Math.ceil(MAX_DOCUMENT_BYTES / 3) * 4, `at most ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB of PDF`),
});
export type DocumentRecord = z.infer<typeof documentRecordSchema>;

/** The bytes, if they are a PDF that opens: a farmer's browser would show nothing of anything else. */
async function readablePdf(base64: string, reference: string): Promise<Buffer> {
  const bytes = Buffer.from(base64, 'base64');
  let pages = 0;
  try {
    pages = (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();
  } catch {
    // Not a PDF, or one without its page tree: refused below.
  }
  if (pages === 0) throw new RecordProblem('INVALID_RECORD', `data.pdf: document ${reference} is not a PDF that opens; nothing of it was written.`);
  return bytes;
}

export const documentRecords: RecordKind<DocumentRecord> = {
  kind: 'document',
  scope: 'documents:write',
  // Last: a document belongs to a record of another kind.
  rank: 50,
  schema: documentRecordSchema,
  async apply(trx, reference, document) {
    const content = await readablePdf(document.pdf, reference);
    const updated = await trx
      .updateTable('documents')
      .set({ content, content_type: 'application/pdf', file_name: document.fileName ?? `${document.documentKind}-${document.sourceReference}.pdf` })
      .where('kind', '=', document.documentKind)
      .where('source_reference', '=', document.sourceReference)
      .where('account_reference', '=', document.accountReference)
      .returning('document_no')
      .executeTakeFirst();
    if (!updated)
      throw new RecordProblem(
        'PARENT_MISSING',
        `The ${document.documentKind} ${document.sourceReference} of business account ${document.accountReference} is not there yet: send it first, then its document again.`,
      );
    return [];
  },
};
