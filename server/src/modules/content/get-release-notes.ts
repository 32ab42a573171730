import { releaseNoteListSchema, releaseNotesQuerySchema } from '@farm/area-content/domain';
import { envelopeSchema } from '@farm/core/domain';
import { notModifiedResponse, ok, sendCacheable, type ApiApp, type ApiDeps } from '../../http';
import { findReleaseNotes } from './content-queries';
import { CONTENT_CACHE, readErrors } from './route-schemas';

/** GET /api/content/release-notes: newest first, at most 200 a page (spec 1 §7), optionally by date range. */
export function getReleaseNotes(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/content/release-notes',
    {
      schema: {
        operationId: 'listReleaseNotes',
        tags: ['content'],
        summary: 'Release notes, newest first',
        querystring: releaseNotesQuerySchema,
        response: { 200: envelopeSchema(releaseNoteListSchema), ...notModifiedResponse, ...readErrors, 400: readErrors[401] },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // The same for everyone: what each user has read is kept apart (release-note-state).
      const { notes, total } = await findReleaseNotes(db, query);
      return sendCacheable(request, reply, ok({ notifications: notes, total, page: query.page, pageSize: query.pageSize }), CONTENT_CACHE);
    },
  );
}
