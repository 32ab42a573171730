import { INVITATION_TTL_DAYS, type AccountInvitation, type MyInvitation } from '@farm/area-account-users/domain';
import type { Db } from '../../db';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invitation sent at `sent` lapses unanswered. */
export const invitationExpiry = (sent: Date) => new Date(sent.getTime() + INVITATION_TTL_DAYS * DAY_MS);

/** A UUID as Postgres reads one: anything else is no invitation's id (and would be an error there, not a miss). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isInvitationId = (id: unknown): id is string => typeof id === 'string' && UUID.test(id);

/** The business's invitations, open and lapsed, oldest first, as its admins see them: only what they typed. */
export async function listInvitations(db: Db, reference: string, now: Date): Promise<AccountInvitation[]> {
  const rows = await db
    .selectFrom('account_invitations')
    .select(['id', 'email', 'name', 'contact_number', 'is_admin', 'tiles', 'created_at', 'expires_at'])
    .where('account_reference', '=', reference)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    contactNumber: row.contact_number,
    role: row.is_admin ? 'Admin' : 'User',
    tiles: row.tiles,
    status: row.expires_at > now ? 'invitation-sent' : 'invitation-expired',
    sentAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  }));
}

/** Whether `userId` has an invitation to the business that is still open. */
export async function hasOpenInvitation(db: Db, reference: string, userId: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('account_invitations')
    .select('id')
    .where('account_reference', '=', reference)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's own open invitations, oldest first: the business, who asked, and as what. */
export async function listMyInvitations(db: Db, userId: string, now: Date): Promise<MyInvitation[]> {
  const rows = await db
    .selectFrom('account_invitations as i')
    .innerJoin('accounts as a', 'a.reference', 'i.account_reference')
    .leftJoin('users as inviter', 'inviter.id', 'i.invited_by')
    .select(['i.id', 'i.account_reference', 'a.name as business', 'inviter.name as invited_by', 'i.is_admin', 'i.expires_at'])
    .where('i.user_id', '=', userId)
    .where('i.expires_at', '>', now)
    .orderBy('i.created_at')
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    business: { reference: row.account_reference, name: row.business },
    invitedBy: row.invited_by,
    role: row.is_admin ? 'Admin' : 'User',
    expiresAt: row.expires_at.toISOString(),
  }));
}

/** The user's open invitation `id`, locked for the answer, or undefined when it is not theirs or not open. */
export async function lockMyOpenInvitation(trx: Db, id: string, userId: string, now: Date) {
  return trx
    .selectFrom('account_invitations as i')
    .innerJoin('accounts as a', 'a.reference', 'i.account_reference')
    .select(['i.id', 'i.account_reference', 'a.name as business', 'i.is_admin', 'i.as_lead', 'i.tiles'])
    .where('i.id', '=', id)
    .where('i.user_id', '=', userId)
    .where('i.expires_at', '>', now)
    .forUpdate('i')
    .executeTakeFirst();
}
