import type { Db, UserRow } from '../../db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  // Postgres rejects a malformed uuid with an error; an unknown id is simply not found.
  if (!UUID.test(id)) return undefined;
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setLastAccessedAccount(db: Db, userId: string, reference: string): Promise<UserRow> {
  return db.updateTable('users').set({ last_accessed_account: reference }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}
