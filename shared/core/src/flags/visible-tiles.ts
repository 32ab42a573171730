import { availableTiles, type FeatureSubject, type FeatureToggle, type Tile, type User } from '../domain';
import { passesTileFlags } from './feature-access';

/** Who the toggles are evaluated for: the user's e-mail, internal flag and staff groups. */
export function featureSubjectOf(user: Pick<User, 'email' | 'internal' | 'groups'>): FeatureSubject {
  return { email: user.email, internal: user.internal, groups: user.groups ?? [] };
}

/** Spec 1 §6: the tiles a user sees, in sequence: available to them and passing the tile's flag rules. */
export function visibleTiles<T extends Tile>(tiles: readonly T[], toggles: readonly FeatureToggle[], subject: FeatureSubject): T[] {
  return availableTiles(tiles, subject.internal).filter((tile) => passesTileFlags(tile, toggles, subject));
}
