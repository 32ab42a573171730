import type { Tile } from './tile';

export type TileMenuState = 'enabled' | 'locked' | 'hidden';

/** Spec 1 §6: available when visible and open to external users, or the user is internal. */
export function isTileAvailable(tile: Pick<Tile, 'visible' | 'externalUserAccess'>, internalUser: boolean): boolean {
  return tile.visible && (tile.externalUserAccess || internalUser);
}

/** Spec 1 §2: available gives enabled, available and locked gives locked, otherwise hidden. */
export function tileMenuState(tile: Pick<Tile, 'visible' | 'externalUserAccess' | 'locked'>, internalUser: boolean): TileMenuState {
  if (!isTileAvailable(tile, internalUser)) return 'hidden';
  return tile.locked ? 'locked' : 'enabled';
}

/** The tiles a user sees on an account, in their sequence. */
export function availableTiles<T extends Tile>(tiles: readonly T[], internalUser: boolean): T[] {
  return tiles.filter((tile) => isTileAvailable(tile, internalUser)).sort((a, b) => a.sequence - b.sequence);
}
