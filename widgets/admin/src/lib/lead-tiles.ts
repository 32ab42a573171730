import { everyTile, type AccountUser, type AdminTiles } from '@farm/area-account-users';

export type TileAccessRecord = AdminTiles;

/**
 * The lead user's tile access, which bounds everyone else's (spec 1 §4). An account listed without its lead
 * (it should not happen) bounds nothing: the server still refuses what the lead's tiles do not allow.
 */
export function leadTilesOf(users: readonly AccountUser[]): TileAccessRecord {
  const lead = users.find((user) => user.role === 'Lead');
  return everyTile((tile) => lead?.tiles[tile] ?? 'enable');
}

/** A new user's tile access: every tile disabled until the lead or an admin opens it. */
export const newUserTiles = (): TileAccessRecord => everyTile('disable');
