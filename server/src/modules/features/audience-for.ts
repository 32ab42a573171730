import type { FeatureSubject, FeatureToggle } from '@farm/core/domain';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The toggle as one user may see it: audience lists cut down to that user's own e-mail and groups. The rules
 * of spec 1 §5 give the same answer for them, and the browser never learns who else is listed.
 */
export function audienceFor(toggle: FeatureToggle, subject: FeatureSubject): FeatureToggle {
  const mine = (list: string[]) => list.filter((entry) => sameEmail(entry, subject.email));
  const myGroups = (list: string[]) => list.filter((group) => subject.groups.includes(group));
  const { users, groups, exclusionUsers, exclusionGroups } = toggle.audience;
  return {
    ...toggle,
    audience: {
      users: mine(users),
      groups: myGroups(groups),
      exclusionUsers: mine(exclusionUsers),
      exclusionGroups: myGroups(exclusionGroups),
    },
  };
}
