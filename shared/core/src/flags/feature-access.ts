import type { FeatureSubject, FeatureToggle, Tile } from '../domain';
import { MAPPING_ACCESS_FLAGS } from '../domain/feature-flag-names';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const listsEmail = (list: readonly string[], email: string) => list.some((entry) => sameEmail(entry, email));
const inGroup = (list: readonly string[], subject: FeatureSubject) => subject.internal && list.some((group) => subject.groups.includes(group));

/**
 * Spec 1 §5. A feature not in the store is allowed. Enabled: everyone except excluded users and internal
 * users of an excluded group. Disabled: only listed users and internal users of a listed group.
 */
export function isFeatureAllowed(toggles: readonly FeatureToggle[], name: string, subject: FeatureSubject): boolean {
  const toggle = toggles.find((t) => t.id === name);
  if (!toggle) return true;
  const { users, groups, exclusionUsers, exclusionGroups } = toggle.audience;
  if (toggle.enabled) return !listsEmail(exclusionUsers, subject.email) && !inGroup(exclusionGroups, subject);
  return listsEmail(users, subject.email) || inGroup(groups, subject);
}

/** Mapping access: when the user's mapping flag is in the store, only the e-mails it lists get mapping. */
export function hasMappingAccess(toggles: readonly FeatureToggle[], subject: FeatureSubject): boolean {
  const name = subject.internal ? MAPPING_ACCESS_FLAGS.internal : MAPPING_ACCESS_FLAGS.external;
  const toggle = toggles.find((t) => t.id === name);
  return !toggle || listsEmail(toggle.audience.users, subject.email);
}

/** The tile's own flag rules (hide when a flag is on, show only when a flag is on) and the mapping rule. */
export function passesTileFlags(
  tile: Pick<Tile, 'reference' | 'hideWhenFlag' | 'showWhenFlag'>,
  toggles: readonly FeatureToggle[],
  subject: FeatureSubject,
): boolean {
  if (tile.hideWhenFlag && isFeatureAllowed(toggles, tile.hideWhenFlag, subject)) return false;
  if (tile.showWhenFlag && !isFeatureAllowed(toggles, tile.showWhenFlag, subject)) return false;
  if (tile.reference === 'mapping' && !hasMappingAccess(toggles, subject)) return false;
  return true;
}
