import { envelopeSchema } from '@farm/core/domain';
import { myInvitationSchema } from '@farm/area-account-users/domain';
import * as z from 'zod';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { listMyInvitations } from './invitation-queries';

/** GET /myuser/invitations: the signed-in user's own open invitations to businesses, for them to answer. */
export function listMyInvitationsRoute(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  app.get(
    '/myuser/invitations',
    {
      schema: {
        operationId: 'listMyInvitations',
        tags: ['invitations'],
        summary: "The signed-in user's open invitations to businesses",
        response: { 200: envelopeSchema(z.object({ invitations: z.array(myInvitationSchema) })), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      // Staff viewing a business run as its lead, confined to that business: the lead's offers from others are not theirs to see.
      if (request.auth.viewAs) return ok({ invitations: [] });
      return ok({ invitations: await listMyInvitations(db, request.auth.user.id, new Date()) });
    },
  );
}
