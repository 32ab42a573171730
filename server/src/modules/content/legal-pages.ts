import { envelopeSchema } from '@farm/core/domain';
import { legalPageSchema, legalPageWriteSchema, legalSlugSchema } from '@farm/area-content/domain';
import { z } from 'zod';
import { errors, notModifiedResponse, ok, sendCacheable, type ApiApp, type ApiDeps } from '../../http';
import { findLegalPage, upsertLegalPage } from './content-queries';
import { CONTENT_CACHE, readErrors, writeErrors } from './route-schemas';
import { sanitiseRichText } from './sanitise-rich-text';
import { staffOnly } from '../../access';
import { editor } from './editor';

const params = z.object({ slug: legalSlugSchema });
const response = envelopeSchema(z.object({ page: legalPageSchema }));

/** GET /api/content/legal/:slug (terms, privacy, cookies, how to pay) and its staff-only PUT, sanitised. */
export function legalPages(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/content/legal/:slug',
    {
      // Open while activation or terms are pending (issue 27 §3).
      config: { openDuringOnboarding: true },
      schema: {
        operationId: 'getLegalPage',
        tags: ['content'],
        summary: 'A legal page: title and rich text',
        params,
        response: { 200: response, ...notModifiedResponse, ...readErrors, 400: readErrors[401], 404: readErrors[401] },
      },
    },
    async (request, reply) => {
      const page = await findLegalPage(db, request.params.slug);
      if (!page) throw errors.notFound();
      return sendCacheable(request, reply, ok({ page }), CONTENT_CACHE);
    },
  );

  app.put(
    '/content/legal/:slug',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'updateLegalPage',
        tags: ['content'],
        summary: 'Change a legal page (staff only)',
        params,
        body: legalPageWriteSchema,
        response: { 200: response, ...writeErrors },
      },
    },
    async (request) => {
      const page = await upsertLegalPage(db, request.params.slug, {
        title: request.body.title,
        content: sanitiseRichText(request.body.content),
        by: editor(request),
      });
      return ok({ page });
    },
  );
}
