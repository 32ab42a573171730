import { envelopeSchema } from '@farm/core/domain';
import * as z from 'zod';
import { writeAuditEntry } from '../../audit-log';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { accountAdmin } from '../accounts';
import { invitationErrors } from './invitation-errors';
import { isInvitationId } from './invitation-queries';
import { accountParams, accountUserErrors, tags } from './route-schemas';

/**
 * DELETE /accounts/{id}/invitations/{invitationId}: the business's lead or an admin withdraws an invitation, open
 * or lapsed, before it is accepted. Only this business's: another's id is not found here.
 */
export function withdrawInvitation(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  app.delete(
    '/invitations/:invitationId',
    {
      config: { access: accountAdmin(db) },
      schema: {
        operationId: 'withdrawInvitation',
        tags,
        summary: 'Withdraws an invitation not yet answered; 404 INVITATION_NOT_FOUND when it was answered or withdrawn',
        // Any text: an id that is no invitation's is not found, as an answered one is.
        params: accountParams.extend({ invitationId: z.string().max(64) }),
        response: { 200: envelopeSchema(z.object({ withdrawn: z.literal(true) })), ...accountUserErrors },
      },
    },
    async (request) => {
      const { reference } = request.accountAccess;
      const { invitationId } = request.params;
      if (!isInvitationId(invitationId)) throw invitationErrors.notFound();
      await db.transaction().execute(async (trx) => {
        const withdrawn = await trx
          .deleteFrom('account_invitations')
          .where('id', '=', invitationId)
          .where('account_reference', '=', reference)
          .returning('email')
          .executeTakeFirst();
        if (!withdrawn) throw invitationErrors.notFound();
        await writeAuditEntry(trx, {
          user: request.auth.user,
          account: reference,
          action: 'admin-invitation-withdrawn',
          appname: 'Admin',
          sessionid: request.auth.sessionId,
          url: request.url,
          message: `Invitation of ${withdrawn.email} to ${reference} withdrawn`,
        });
      });
      return ok({ withdrawn: true as const });
    },
  );
}
