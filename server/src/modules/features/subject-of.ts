import type { FeatureSubject } from '@farm/core/domain';
import type { UserRow } from '../../db';

/** Who the toggles are evaluated for on the server: the stored user, never anything the browser says. */
export const subjectOf = (user: Pick<UserRow, 'email' | 'internal' | 'groups'>): FeatureSubject => ({
  email: user.email,
  internal: user.internal,
  groups: user.groups,
});
