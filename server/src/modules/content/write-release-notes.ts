import { releaseNoteWriteSchema } from '@farm/area-content/domain';
import { envelopeSchema, releaseNoteSchema } from '@farm/core/domain';
import { z } from 'zod';
import { errors, ok, type ApiApp, type ApiDeps } from '../../http';
import { deleteReleaseNote, insertReleaseNote, updateReleaseNote } from './content-queries';
import { writeErrors } from './route-schemas';
import { sanitiseRichText } from './sanitise-rich-text';
import { staffOnly } from '../../access';
import { editor } from './editor';

const params = z.object({ id: z.string().uuid() });

/** POST, PUT and DELETE /api/content/release-notes: staff only; the HTML is sanitised before it is stored. */
export function writeReleaseNotes(app: ApiApp, { db }: ApiDeps): void {
  app.post(
    '/content/release-notes',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'createReleaseNote',
        tags: ['content'],
        summary: 'Publish a release note (staff only)',
        body: releaseNoteWriteSchema,
        response: { 201: envelopeSchema(z.object({ notification: releaseNoteSchema })), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { releaseTitle, releaseDate, releaseContent } = request.body;
      const note = await insertReleaseNote(db, { title: releaseTitle, releaseDate, content: sanitiseRichText(releaseContent), by: editor(request) });
      return reply.code(201).send(ok({ notification: note }));
    },
  );

  app.put(
    '/content/release-notes/:id',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'updateReleaseNote',
        tags: ['content'],
        summary: 'Change a release note (staff only)',
        params,
        body: releaseNoteWriteSchema,
        response: { 200: envelopeSchema(z.object({ notification: releaseNoteSchema })), ...writeErrors },
      },
    },
    async (request) => {
      const { releaseTitle, releaseDate, releaseContent } = request.body;
      const note = await updateReleaseNote(db, request.params.id, {
        title: releaseTitle,
        releaseDate,
        content: sanitiseRichText(releaseContent),
        by: editor(request),
      });
      if (!note) throw errors.notFound();
      return ok({ notification: note });
    },
  );

  app.delete(
    '/content/release-notes/:id',
    {
      config: { access: staffOnly },
      schema: {
        operationId: 'deleteReleaseNote',
        tags: ['content'],
        summary: 'Remove a release note (staff only)',
        params,
        response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })), ...writeErrors },
      },
    },
    async (request) => {
      if (!(await deleteReleaseNote(db, request.params.id))) throw errors.notFound();
      return ok({ deleted: true as const });
    },
  );
}
