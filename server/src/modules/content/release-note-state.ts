import { envelopeSchema, releaseNoteStateSchema, releaseNoteStateUpdateSchema } from '@farm/core/domain';
import { z } from 'zod';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { findReleaseNoteState, saveReleaseNoteState } from './content-queries';
import { readErrors, writeErrors } from './route-schemas';

const response = envelopeSchema(z.object({ state: releaseNoteStateSchema }));

/**
 * GET and PUT /api/myuser/release-notes/state: the signed-in user's last-seen time and release popup count,
 * kept on the server so they follow the user from device to device.
 */
export function releaseNoteState(app: ApiApp, { db }: ApiDeps): void {
  app.get(
    '/myuser/release-notes/state',
    {
      schema: {
        operationId: 'getReleaseNoteState',
        tags: ['content'],
        summary: "The user's release-note state",
        response: { 200: response, ...readErrors },
      },
    },
    async (request) => ok({ state: await findReleaseNoteState(db, request.auth.user) }),
  );

  app.put(
    '/myuser/release-notes/state',
    {
      schema: {
        operationId: 'markReleaseNotesSeen',
        tags: ['content'],
        summary: 'Store the last-seen time or the popup count',
        body: releaseNoteStateUpdateSchema,
        response: { 200: response, ...writeErrors },
      },
    },
    async (request) => {
      const { lastSeenAt, popupReleaseId, popupShownCount } = request.body;
      // A clock running ahead in the browser must not mark future releases as seen.
      const seen = lastSeenAt ? new Date(Math.min(Date.parse(lastSeenAt), Date.now())) : undefined;
      await saveReleaseNoteState(db, request.auth.user.id, { lastSeenAt: seen, popupReleaseId, popupShownCount });
      return ok({ state: await findReleaseNoteState(db, request.auth.user) });
    },
  );
}
