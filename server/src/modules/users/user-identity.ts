import type { Db, UserIdentity, UserRow } from '../../db';
import { findUserByEmail, findUserById } from './user-queries';

const identityOf = ({ id, email, username, name, internal, groups, created_at }: UserRow): UserIdentity => ({
  id,
  email,
  username,
  name,
  internal,
  groups,
  created_at,
});

/** The token's user: by its e-mail claim (any case), else by its subject when that is a user id. */
export async function findIdentity(db: Db, { email, sub }: { email?: string | undefined; sub?: string | undefined }): Promise<UserIdentity | undefined> {
  const row = (email ? await findUserByEmail(db, email) : undefined) ?? (sub ? await findUserById(db, sub) : undefined);
  return row && identityOf(row);
}
