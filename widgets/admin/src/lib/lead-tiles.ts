import { ADMIN_TILE_REFERENCES, type AccountUser, type AdminTileReference, type TileAccess } from '@farm/area-account-users';

export type TileAccessRecord = Record<AdminTileReference, TileAccess>;

/**
 * The lead user's tile access, which bounds everyone else's (spec 1 §4). An account listed without its lead
 * (it should not happen) bounds nothing: the server still refuses what the lead's tiles do not allow.
 */
export function leadTilesOf(users: readonly AccountUser[]): TileAccessRecord {
  const lead = users.find((user) => user.role === 'Lead');
  return Object.fromEntries(ADMIN_TILE_REFERENCES.map((tile) => [tile, lead?.tiles[tile] ?? 'enable'])) as TileAccessRecord;
}

/** A new user's tile access: every tile disabled until the lead or an admin opens it. */
export const newUserTiles = (): TileAccessRecord => Object.fromEntries(ADMIN_TILE_REFERENCES.map((tile) => [tile, 'disable'])) as TileAccessRecord;
