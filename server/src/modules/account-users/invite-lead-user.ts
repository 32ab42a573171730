import { everyTile } from '@farm/area-account-users/domain';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Mailer } from '../../mail';
import { findUserByEmail } from '../users';
import { createInvitedUser } from './create-invited-user';
import { inviteExistingUser } from './invite-existing-user';
import { writeAdminTiles } from './member-tiles';

/** Who the invitation e-mails name as inviting: the merchant, not a person. */
const INVITED_BY_MERCHANT = 'The MyFarm team';

export interface LeadUser {
  email: string;
  name: string;
  contactNumber: string;
}

/**
 * Names the lead user of a business that the merchant's systems created (issue 29), through the invitations an
 * admin sends: someone new becomes the lead at once and gets their activation e-mail; someone who already uses
 * MyFarm is invited and becomes the lead on accepting; a member already there becomes it now. A lead has every
 * tile, and staff lead none. A business that has its lead, or an open invitation to one, keeps it: the lead changes in MyFarm, never
 * by a later version of the ERP's record. Returns what was done.
 */
export async function inviteLeadUser(
  trx: Db,
  services: { config: Config; mailer: Mailer },
  { reference, business, lead, now }: { reference: string; business: string; lead: LeadUser; now: Date },
): Promise<'kept' | 'made-lead' | 'invited' | 'staff'> {
  const account = await trx.selectFrom('accounts').select('lead_user_id').where('reference', '=', reference).forUpdate().executeTakeFirstOrThrow();
  if (account.lead_user_id) return 'kept';
  const openLeadInvitation = await trx
    .selectFrom('account_invitations')
    .select('id')
    .where('account_reference', '=', reference)
    .where('as_lead', '=', true)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (openLeadInvitation) return 'kept';

  const tiles = everyTile('enable');
  const makeLead = (userId: string) => trx.updateTable('accounts').set({ lead_user_id: userId }).where('reference', '=', reference).execute();
  const existing = await findUserByEmail(trx, lead.email);
  if (!existing) {
    await makeLead(await createInvitedUser(trx, services, { reference, business, invitedBy: INVITED_BY_MERCHANT, typed: lead, isAdmin: true, tiles }));
    return 'made-lead';
  }
  // Staff see every business already; none leads one.
  if (existing.internal) return 'staff';
  const member = await trx
    .updateTable('account_users')
    .set({ is_admin: true })
    .where('account_reference', '=', reference)
    .where('user_id', '=', existing.id)
    .returning('user_id')
    .executeTakeFirst();
  if (member) {
    await writeAdminTiles(trx, reference, existing.id, tiles);
    await makeLead(existing.id);
    return 'made-lead';
  }
  await inviteExistingUser(trx, services, {
    invitee: existing,
    reference,
    business,
    invitedBy: { id: null, name: INVITED_BY_MERCHANT },
    typed: { ...lead, role: 'Admin', tiles },
    asLead: true,
    now,
  });
  return 'invited';
}
