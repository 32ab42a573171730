import { everyTile, tileAccessOf, type AccountUser, type AdminTileReference, type AdminTiles, type UserRole } from '@farm/area-account-users/domain';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db';

/** The tile access of one member on one business, for the administrable tiles; a tile with no row is disabled. */
export type { AdminTiles };

/** One member of a business as the admin rules read them. */
export interface Member {
  id: string;
  name: string;
  email: string;
  username: string;
  internal: boolean;
  role: UserRole;
  contactNumber: string | null;
  lastSignIn: Date | null;
  invitationPending: boolean;
  version: number;
  tiles: AdminTiles;
  /** How many businesses they belong to, this one included. */
  businesses: number;
}

function adminTilesOf(rows: { tile_reference: string; visible: boolean; locked: boolean }[]): AdminTiles {
  const tiles = everyTile('disable');
  for (const row of rows) if (row.tile_reference in tiles) tiles[row.tile_reference as AdminTileReference] = tileAccessOf(row);
  return tiles;
}

/** The members of a business (or one of them), with their role, tiles and the version of their configuration. */
function selectMembers(db: Db, reference: string) {
  return db
    .selectFrom('account_users as au')
    .innerJoin('users as u', 'u.id', 'au.user_id')
    .innerJoin('accounts as a', 'a.reference', 'au.account_reference')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.email',
      'u.username',
      'u.internal',
      'u.contact_number',
      'u.last_sign_in_at',
      'u.activation_pending',
      'au.is_admin',
      'au.version',
      'a.lead_user_id',
      jsonArrayFrom(
        eb
          .selectFrom('user_tiles as ut')
          .select(['ut.tile_reference', 'ut.visible', 'ut.locked'])
          .whereRef('ut.user_id', '=', 'au.user_id')
          .whereRef('ut.account_reference', '=', 'au.account_reference'),
      ).as('tiles'),
      eb
        .selectFrom('account_users as other')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('other.user_id', '=', 'au.user_id')
        .as('businesses'),
    ])
    .where('au.account_reference', '=', reference);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof selectMembers>['execute']>>[number];

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  name: row.name,
  email: row.email,
  username: row.username,
  internal: row.internal,
  role: row.lead_user_id === row.id ? 'Lead' : row.is_admin ? 'Admin' : 'User',
  contactNumber: row.contact_number,
  lastSignIn: row.last_sign_in_at,
  invitationPending: row.activation_pending,
  version: row.version,
  tiles: adminTilesOf(row.tiles),
  businesses: Number(row.businesses),
});

const ROLE_ORDER: Readonly<Record<UserRole, number>> = { Lead: 0, Admin: 1, User: 2 };

/** The business's members as its admin screen lists them: staff never, the lead first, then by name. */
export async function listMembers(db: Db, reference: string): Promise<Member[]> {
  const rows = await selectMembers(db, reference).where('u.internal', '=', false).execute();
  return rows.map(toMember).sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** One member, their membership row locked when `lock` (a change reads and writes it in one transaction). */
export async function findMember(db: Db, reference: string, userId: string, { lock = false } = {}): Promise<Member | undefined> {
  if (lock)
    await db.selectFrom('account_users').select('version').where('account_reference', '=', reference).where('user_id', '=', userId).forUpdate().execute();
  const row = await selectMembers(db, reference).where('au.user_id', '=', userId).executeTakeFirst();
  return row ? toMember(row) : undefined;
}

/** Whether the user is on the business. Staff are never added by a business: to its admins they are as good as there already. */
export async function isOnAccount(db: Db, reference: string, user: { id: string; internal: boolean }): Promise<boolean> {
  if (user.internal) return true;
  const member = await db
    .selectFrom('account_users')
    .select('user_id')
    .where('account_reference', '=', reference)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return member !== undefined;
}

/** The lead user's tiles on the business: the ceiling of everyone else's. Every tile enabled when it has no lead. */
export async function leadTilesOf(db: Db, reference: string): Promise<AdminTiles> {
  const account = await db.selectFrom('accounts').select('lead_user_id').where('reference', '=', reference).executeTakeFirstOrThrow();
  if (!account.lead_user_id) return everyTile('enable');
  const lead = await findMember(db, reference, account.lead_user_id);
  return lead?.tiles ?? everyTile('disable');
}

export const toAccountUser = (member: Member, viewerId: string): AccountUser => ({
  id: member.id,
  name: member.name,
  email: member.email,
  username: member.username,
  role: member.role,
  contactNumber: member.contactNumber,
  lastSignIn: member.lastSignIn?.toISOString() ?? null,
  invitationPending: member.invitationPending,
  isYou: member.id === viewerId,
  tiles: member.tiles,
  version: member.version,
});
