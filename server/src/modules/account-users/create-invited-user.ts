import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Mailer } from '../../mail';
import type { AdminTiles } from './account-user-queries';
import { sendInvitation } from './invite-user';
import { writeAdminTiles } from './member-tiles';

export interface NewMember {
  reference: string;
  business: string;
  /** Who is named as inviting them in the e-mail: the admin, or the merchant. */
  invitedBy: string;
  typed: { email: string; name: string; contactNumber: string };
  isAdmin: boolean;
  tiles: AdminTiles;
}

/**
 * Creates someone new to MyFarm on the business, with the tiles given, and e-mails their activation (spec 1 §5).
 * Called inside the transaction that adds them; the e-mail goes last, so one that cannot be sent undoes the rest.
 * Returns the new user's id.
 */
export async function createInvitedUser(trx: Db, services: { config: Config; mailer: Mailer }, member: NewMember): Promise<string> {
  const { reference, typed } = member;
  const { id } = await trx
    .insertInto('users')
    .values({
      email: typed.email,
      username: typed.email,
      name: typed.name,
      contact_number: typed.contactNumber,
      password_hash: null,
      terms_pending: true,
      activation_pending: true,
      last_accessed_account: reference,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('account_users').values({ account_reference: reference, user_id: id, is_admin: member.isAdmin }).execute();
  await writeAdminTiles(trx, reference, id, member.tiles);
  await sendInvitation(trx, services, { user: { id, email: typed.email, name: typed.name }, business: member.business, invitedBy: member.invitedBy });
  return id;
}
