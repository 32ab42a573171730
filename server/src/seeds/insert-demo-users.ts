import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { DemoUser } from './demo-users';

/** Inserts users with their memberships, lead roles and tiles in the order listed (sequence 10, 20, …). */
export async function insertDemoUsers(db: Kysely<Database>, users: readonly DemoUser[], passwordHash: string): Promise<void> {
  for (const user of users) {
    const { id } = await db
      .insertInto('users')
      .values({
        email: user.email,
        username: user.email,
        name: user.name,
        password_hash: passwordHash,
        internal: user.internal,
        terms_pending: user.termsPending,
        activation_pending: user.activationPending,
        last_accessed_account: user.lastAccessedAccount,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    for (const membership of user.memberships) {
      await db.insertInto('account_users').values({ account_reference: membership.account, user_id: id, is_admin: membership.isAdmin }).execute();
      if (membership.isLead) {
        await db.updateTable('accounts').set({ lead_user_id: id }).where('reference', '=', membership.account).execute();
      }
      await db
        .insertInto('user_tiles')
        .values(
          membership.tiles.map(([tile, access], index) => ({
            account_reference: membership.account,
            user_id: id,
            tile_reference: tile,
            visible: access !== 'hide',
            locked: access === 'lock',
            sequence: (index + 1) * 10,
          })),
        )
        .execute();
    }
  }
}
