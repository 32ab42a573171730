import {
  invitationMessages,
  type AccountInvitation,
  type AccountUser,
  type AdminTileReference,
  type TileAccess,
  type UserRole,
} from '@farm/area-account-users';
import { lastSignInText } from './user-text';

/** What a row of the list shows, the same for a user and an invitation. */
interface Shown {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  /** The last sign-in, or where an invitation stands. */
  status: string;
  tiles: Record<AdminTileReference, TileAccess>;
}

/** A row of the users list: a user of the business, or an existing MyFarm user invited who has not answered. */
export type ListedRow = Shown & ({ user: AccountUser; invitation?: never } | { invitation: AccountInvitation; user?: never });

/**
 * The business's users as the server lists them, then its invitations oldest first, each with only what the admin
 * typed: until they accept, nothing of the invitee's own record is known here (issue 27 §4).
 */
export function listedRows(users: AccountUser[], invitations: AccountInvitation[]): ListedRow[] {
  return [
    ...users.map((user) => ({ id: user.id, name: user.name, email: user.email, role: user.role, status: lastSignInText(user), tiles: user.tiles, user })),
    ...invitations.map((invitation) => ({
      id: invitation.id,
      name: invitation.name,
      email: invitation.email,
      role: invitation.role,
      status: invitationMessages.statusText[invitation.status],
      tiles: invitation.tiles,
      invitation,
    })),
  ];
}
