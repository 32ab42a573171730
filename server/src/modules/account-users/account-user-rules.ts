import {
  ADMIN_TILE_REFERENCES,
  everyTile,
  LEAD_ONLY_TILE,
  accountUserMessages as messages,
  adminTileLabel,
  allowedTileAccess,
} from '@farm/area-account-users/domain';
import { ApiError } from '../../http';
import type { AdminTiles, Member } from './account-user-queries';

// The rules of spec 1 §4 and §5 that keep administration from becoming escalation. The screen shows them too, but
// the server is the boundary: each throws the error the screen would have shown.

export const adminErrors = {
  adminsOnly: () => new ApiError(403, 'ADMINS_ONLY', messages.adminsOnly),
  userExists: () => new ApiError(409, 'USER_EXISTS', messages.userExists),
  notOnAccount: () => new ApiError(404, 'NOT_ON_ACCOUNT', messages.notOnAccount),
  stale: () => new ApiError(409, 'STALE_VERSION', messages.staleVersion),
  usernameTaken: () => new ApiError(409, 'USERNAME_TAKEN', messages.usernameTaken),
  usernameShared: () => new ApiError(403, 'USERNAME_SHARED', messages.usernameShared),
};

/** Who is making the change: the lead may do what an admin may, and change the lead-only tile too. */
export interface Editor {
  id: string;
  isLead: boolean;
}

/** Nobody changes their own access, and nobody changes the lead's (spec 1 §5). */
export function assertMayChange(editor: Editor, target: Member): void {
  if (target.id === editor.id) throw new ApiError(403, 'NOT_YOURSELF', messages.notYourself);
  if (target.role === 'Lead') throw new ApiError(403, 'LEAD_NOT_EDITABLE', messages.leadNotEditable);
}

/** A new user starts from nothing: every tile they get is a change from disabled. */
export const NO_TILES = everyTile('disable');

/**
 * Each tile that changes must stay within the lead's access to it (spec 1 §4), and only the lead changes the
 * lead-only tile (spec 1 §5). A tile left as it was is never refused, even above a lead's access that shrank since.
 */
export function assertTileChanges(editor: Editor, lead: AdminTiles, before: AdminTiles, after: AdminTiles): void {
  for (const tile of ADMIN_TILE_REFERENCES) {
    if (after[tile] === before[tile]) continue;
    if (tile === LEAD_ONLY_TILE && !editor.isLead) throw new ApiError(403, 'LEAD_ONLY_TILE', messages.leadOnlyTile(adminTileLabel(tile)));
    if (!allowedTileAccess(lead[tile], before[tile]).includes(after[tile]))
      throw new ApiError(403, 'TILE_ABOVE_LEAD', messages.tileAboveLead(adminTileLabel(tile)));
  }
}

/**
 * The tiles an accepted invitation gives: each as invited, unless the lead's access to it has shrunk since the
 * invitation went, when it is the most the lead's now allows (spec 1 §4: nobody above the lead).
 */
export function tilesWithinLead(invited: AdminTiles, lead: AdminTiles): AdminTiles {
  const tiles = { ...invited };
  for (const tile of ADMIN_TILE_REFERENCES) {
    const allowed = allowedTileAccess(lead[tile], 'disable');
    if (!allowed.includes(tiles[tile])) tiles[tile] = allowed[0]!;
  }
  return tiles;
}
