import { acceptedInvitationSchema } from '@farm/area-account-users/domain';
import { envelopeSchema } from '@farm/core/domain';
import * as z from 'zod';
import { writeAuditEntry } from '../../audit-log';
import { type ApiApp, type ApiDeps, errorResponses, ok } from '../../http';
import { leadTilesOf } from './account-user-queries';
import { tilesWithinLead } from './account-user-rules';
import { invitationErrors } from './invitation-errors';
import { lockMyOpenInvitation } from './invitation-queries';
import { invitee } from './invitee-rule';
import { writeAdminTiles } from './member-tiles';

/**
 * POST /myuser/invitations/{invitationId}/accept: the invited user joins the business with the role and tiles
 * the invitation holds, once. The invitation is locked, turned into the membership and deleted in one
 * transaction with its audit entry, so of two accepts at the same moment one joins and the other finds it gone.
 */
export function acceptInvitation(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  app.post(
    '/myuser/invitations/:invitationId/accept',
    {
      config: { access: invitee(db) },
      schema: {
        operationId: 'acceptInvitation',
        tags: ['invitations'],
        summary: 'Accepts one of your invitations: you join the business; 404 INVITATION_NOT_FOUND when it is not open',
        params: z.object({ invitationId: z.uuid() }),
        response: { 200: envelopeSchema(acceptedInvitationSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const me = request.auth.user;
      const business = await db.transaction().execute(async (trx) => {
        const invitation = await lockMyOpenInvitation(trx, request.params.invitationId, me.id, new Date());
        if (!invitation) throw invitationErrors.notFound();
        const reference = invitation.account_reference;
        const role = invitation.is_admin ? 'Admin' : 'User';
        const joined = await trx
          .insertInto('account_users')
          .values({ account_reference: reference, user_id: me.id, is_admin: invitation.is_admin })
          .onConflict((conflict) => conflict.columns(['account_reference', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        // Already a member (staff put them there meanwhile): that membership stands as it is.
        if (joined) await writeAdminTiles(trx, reference, me.id, tilesWithinLead(invitation.tiles, await leadTilesOf(trx, reference)));
        // A lead's invitation leads a business that has none yet; one that found a lead meanwhile keeps it.
        if (invitation.as_lead)
          await trx.updateTable('accounts').set({ lead_user_id: me.id }).where('reference', '=', reference).where('lead_user_id', 'is', null).execute();
        await trx.deleteFrom('account_invitations').where('id', '=', invitation.id).execute();
        await writeAuditEntry(trx, {
          user: me,
          account: reference,
          action: 'invitation-accepted',
          appname: 'Invitations',
          sessionid: request.auth.sessionId,
          url: request.url,
          message: `${me.username} accepted the invitation to ${reference} as ${role}`,
        });
        return { reference, name: invitation.business };
      });
      return ok({ business });
    },
  );
}
