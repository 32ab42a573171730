import type { EditableRole } from '@farm/area-account-users/domain';
import type { Config } from '../../config';
import type { Db, UserRow } from '../../db';
import { businessInvitationMail, type Mailer } from '../../mail';
import type { AdminTiles } from './account-user-queries';
import { invitationErrors } from './invitation-errors';
import { invitationExpiry } from './invitation-queries';

export interface ExistingUserInvitation {
  invitee: Pick<UserRow, 'id' | 'email' | 'name'>;
  reference: string;
  business: string;
  /** The admin inviting, or the merchant's systems (no user) naming a business's lead. */
  invitedBy: { id: string | null; name: string };
  /** Accepting makes them the lead user (a business the merchant's systems created without one). */
  asLead?: boolean;
  /** What the admin typed and chose, after the shared schema's checks. */
  typed: { email: string; name: string; contactNumber: string; role: EditableRole; tiles: AdminTiles };
  now: Date;
}

/**
 * Invites someone who already uses MyFarm to the business, in the transaction that adds them: an offer of the
 * role and tiles chosen, which they accept or decline themselves, never a membership made for them (issue 27 §4).
 * A lapsed invitation to the same business gives way to the new one; an open one refuses it. The e-mail goes
 * last, so one that cannot be sent leaves no invitation behind.
 */
export async function inviteExistingUser(trx: Db, { config, mailer }: { config: Config; mailer: Mailer }, invitation: ExistingUserInvitation): Promise<void> {
  const { invitee, reference, typed, now } = invitation;
  await trx
    .deleteFrom('account_invitations')
    .where('account_reference', '=', reference)
    .where('user_id', '=', invitee.id)
    .where('expires_at', '<=', now)
    .execute();
  const inserted = await trx
    .insertInto('account_invitations')
    .values({
      account_reference: reference,
      user_id: invitee.id,
      email: typed.email,
      name: typed.name,
      contact_number: typed.contactNumber,
      is_admin: typed.role === 'Admin',
      as_lead: invitation.asLead ?? false,
      tiles: JSON.stringify(typed.tiles),
      invited_by: invitation.invitedBy.id,
      created_at: now,
      expires_at: invitationExpiry(now),
    })
    .onConflict((conflict) => conflict.columns(['account_reference', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) throw invitationErrors.pending();
  await mailer.send(
    businessInvitationMail({
      to: invitee.email,
      name: invitee.name,
      business: invitation.business,
      invitedBy: invitation.invitedBy.name,
      role: typed.role,
      portalUrl: config.publicUrl,
      support: config.support,
    }),
  );
}
