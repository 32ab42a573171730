import { envelopeSchema } from '@farm/core/domain';
import * as z from 'zod';
import { writeAuditEntry } from '../../audit-log';
import { ok, type ApiApp, type ApiDeps } from '../../http';
import { accountAdmin } from '../accounts';
import { deleteMembersAlerts } from '../price-alerts';
import { cancelMembersOffers } from '../standing-offers';
import { findMember } from './account-user-queries';
import { adminErrors, assertMayChange } from './account-user-rules';
import { accountUserErrors, memberParams, tags } from './route-schemas';

/**
 * DELETE /accounts/{id}/users/{userId}?version=: takes the user off this business, with their tiles, price alerts
 * and open standing offers there. Their MyFarm user stays: they may belong to other businesses, and what they did
 * here (contracts, the alert history, the audit log) stays theirs in the records.
 */
export function removeAccountUser(app: ApiApp, { db }: Pick<ApiDeps, 'db'>): void {
  app.delete(
    '/users/:userId',
    {
      config: { access: accountAdmin(db) },
      schema: {
        operationId: 'removeAccountUser',
        tags,
        summary: 'Takes a user off the business; 409 STALE_VERSION when they were changed since the version given',
        params: memberParams,
        querystring: z.object({ version: z.coerce.number().int().min(1) }),
        response: { 200: envelopeSchema(z.object({ removed: z.literal(true) })), ...accountUserErrors },
      },
    },
    async (request) => {
      const { reference, isLead } = request.accountAccess;
      const editor = request.auth.user;
      const { userId } = request.params;
      await db.transaction().execute(async (trx) => {
        const target = await findMember(trx, reference, userId, { lock: true });
        if (!target || target.internal) throw adminErrors.notOnAccount();
        assertMayChange({ id: editor.id, isLead }, target);
        if (target.version !== request.query.version) throw adminErrors.stale();
        // The membership's tiles go with it (the foreign key cascades). So does what they had running for the
        // business: their alerts would keep e-mailing someone who left, their open offers selling its grain.
        await trx.deleteFrom('account_users').where('account_reference', '=', reference).where('user_id', '=', userId).execute();
        const alerts = await deleteMembersAlerts(trx, reference, userId);
        const offers = await cancelMembersOffers(trx, reference, userId, new Date());
        await writeAuditEntry(trx, {
          user: editor,
          account: reference,
          action: 'admin-user-deleted',
          appname: 'Admin',
          sessionid: request.auth.sessionId,
          url: request.url,
          message: `${target.username} (${target.role}) removed from ${reference}; ${alerts} price alert(s) deleted, ${offers} open standing offer(s) cancelled`,
        });
      });
      return ok({ removed: true as const });
    },
  );
}
