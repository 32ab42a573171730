import { featureFlagNames } from '@farm/core/domain';
import type { Kysely } from 'kysely';
import { hashActivationCode } from '../modules/onboarding';
import type { Database } from '../db/database';
import { demoUsers } from './demo-users';

/**
 * Every flag of spec 1 §6 starts on, except `hide-alltransactions`, which hides an area when on.
 * The user-mapping flags are left out on purpose: a flag missing from the store allows everyone.
 */
export const seededToggles = featureFlagNames.map((id) => ({ id, enabled: id !== 'hide-alltransactions' }));

/** Staff groups and activation codes of the demo users; runs inside the seed transaction, after the users exist. */
export async function seedDemoAccess(db: Kysely<Database>): Promise<void> {
  for (const user of demoUsers) {
    if (user.groups?.length) {
      await db.updateTable('users').set({ groups: user.groups }).where('email', '=', user.email).execute();
    }
    if (user.activationCode) {
      const { id } = await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
      await db
        .insertInto('activation_codes')
        .values({ user_id: id, code_hash: await hashActivationCode(user.activationCode) })
        .execute();
    }
  }
}
