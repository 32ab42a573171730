import type { Db, UserIdentity } from '../db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const IDENTITY_COLUMNS = ['id', 'email', 'username', 'name', 'internal', 'groups', 'created_at'] as const;

/**
 * The token's user: by its e-mail claim (any case), else by its subject when that is a user id. Only who they are:
 * what the user changes (terms, the last account) is read by the routes that need it, fresh.
 */
export async function findIdentity(db: Db, { email, sub }: { email?: string | undefined; sub?: string | undefined }): Promise<UserIdentity | undefined> {
  const users = db.selectFrom('users').select(IDENTITY_COLUMNS);
  const byEmail = email ? await users.where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).executeTakeFirst() : undefined;
  // Postgres rejects a malformed uuid with an error; an unknown subject is simply not found.
  return byEmail ?? (sub && UUID.test(sub) ? await users.where('id', '=', sub).executeTakeFirst() : undefined);
}
