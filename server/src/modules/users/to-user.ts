import type { User } from '@farm/core/domain';
import type { UserRow } from '../../db';

export function toUser(row: UserRow): User {
  return {
    email: row.email,
    username: row.username,
    name: row.name,
    internal: row.internal,
    groups: row.groups,
    application: { myfarm: { acceptTerms: row.terms_pending, activate: row.activation_pending } },
    lastAccessedAccount: row.last_accessed_account,
  };
}
