import { isTileAvailable, type FeatureSubject, type FeatureToggle, type Tile } from '../domain';
import { passesTileFlags } from './feature-access';

/**
 * Spec 1 §2, §6: whether the account's tile `reference` is open to the user: the account has it, it is
 * available to them, not locked, and passes its flag rules. The route guard and the screens that show a
 * tile's content elsewhere (the dashboard's price panels) ask the same question.
 */
export function isTileOpen(tiles: readonly Tile[], reference: string, toggles: readonly FeatureToggle[], subject: FeatureSubject): boolean {
  const tile = tiles.find((t) => t.reference === reference);
  return !!tile && isTileAvailable(tile, subject.internal) && !tile.locked && passesTileFlags(tile, toggles, subject);
}
