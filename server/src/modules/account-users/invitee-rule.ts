import type { AccessRule } from '../../access';
import type { Db } from '../../db';
import { invitationErrors } from './invitation-errors';
import { isInvitationId } from './invitation-queries';

/**
 * The invited user, and nobody else, answers an invitation: the rule of `/myuser/invitations/{invitationId}/...`.
 * Checked before anything is read or validated, and answered alike for someone else's invitation, a lapsed one
 * and one that never was (404), so the answer tells nobody whose an id is.
 */
export function invitee(db: Db): AccessRule {
  return {
    name: 'invitee',
    check: async (request) => {
      const { invitationId } = request.params as { invitationId?: unknown };
      if (!isInvitationId(invitationId)) throw invitationErrors.notFound();
      const mine = await db
        .selectFrom('account_invitations')
        .select('id')
        .where('id', '=', invitationId)
        .where('user_id', '=', request.auth.user.id)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (!mine) throw invitationErrors.notFound();
    },
  };
}
