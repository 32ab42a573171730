import { accountReferenceSchema } from '@farm/core/domain';
import { z } from 'zod';
import { type ApiApp, type ApiDeps, errorResponses } from '../../http';
import { accountMember } from '../accounts';
import { documentErrors } from './document-errors';
import { findDocument } from './document-queries';

/**
 * GET /api/accounts/:id/documents/:documentNo: a document of the account (a contract note, invoice, self bill, order, haulier self bill or price adjustment), shown in the
 * browser (inline). Another account's document gets the same 403 as one that does not exist.
 */
export function getDocument(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/documents/:documentNo',
    {
      config: { access: accountMember(db) },
      schema: {
        operationId: 'getDocument',
        tags: ['documents'],
        summary: "One of the account's documents (PDF) by its number, with an ETag",
        params: z.object({ id: accountReferenceSchema, documentNo: z.string().min(1).max(40) }),
        response: {
          200: z.custom<Buffer>().meta({ type: 'string', format: 'binary', description: 'The document, in its own content type (application/pdf).' }),
          304: z.null().meta({ description: 'The copy the browser holds (If-None-Match) is current.' }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request, reply) => {
      const document = await findDocument(db, request.accountAccess.reference, request.params.documentNo);
      if (!document) throw documentErrors.forbidden();
      // Contracts and invoices are private papers: never in a shared cache, and the browser asks again each time
      // (so a document of an account the user has left is never shown), answered 304 when its copy is current.
      reply.header('cache-control', 'private, no-cache').header('etag', document.etag);
      if (request.headers['if-none-match'] === document.etag) return reply.code(304).send(null);
      return reply.type(document.contentType).header('content-disposition', `inline; filename="${document.fileName}"`).send(document.content);
    },
  );
}
