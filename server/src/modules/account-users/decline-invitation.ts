import { envelopeSchema } from '@farm/core/domain';
import * as z from 'zod';
import { writeAuditEntry } from '../../audit-log';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { invitationErrors } from './invitation-errors';
import { lockMyOpenInvitation } from './invitation-queries';
import { invitee } from './invitee-rule';

/** POST /myuser/invitations/{invitationId}/decline: the invited user turns it down, and it is gone. */
export function declineInvitation(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  app.post(
    '/myuser/invitations/:invitationId/decline',
    {
      config: { access: invitee(db) },
      schema: {
        operationId: 'declineInvitation',
        tags: ['invitations'],
        summary: 'Declines one of your invitations; 404 INVITATION_NOT_FOUND when it is not open',
        params: z.object({ invitationId: z.uuid() }),
        response: {
          200: envelopeSchema(z.object({ declined: z.literal(true) })),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const me = request.auth.user;
      await db.transaction().execute(async (trx) => {
        const invitation = await lockMyOpenInvitation(trx, request.params.invitationId, me.id, new Date());
        if (!invitation) throw invitationErrors.notFound();
        await trx.deleteFrom('account_invitations').where('id', '=', invitation.id).execute();
        await writeAuditEntry(trx, {
          user: me,
          account: invitation.account_reference,
          action: 'invitation-declined',
          appname: 'Invitations',
          sessionid: request.auth.sessionId,
          url: request.url,
          message: `${me.username} declined the invitation to ${invitation.account_reference}`,
        });
      });
      return ok({ declined: true as const });
    },
  );
}
