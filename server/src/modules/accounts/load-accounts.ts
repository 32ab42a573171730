import type { Account } from '@farm/core/domain';
import { passesTileFlags } from '@farm/core/flags';
import type { Db, UserIdentity } from '../../db';
import { subjectOf } from '../features';
import { findAccountsOfUser } from './account-queries';
import { toAccount } from './to-account';

/** The user's accounts as they see them (optionally only one), and their last accessed account. */
export async function loadAccounts(
  db: Db,
  user: UserIdentity,
  reference?: string,
): Promise<{ accounts: Account[]; lastAccessedAccount: string | null }> {
  const { accounts, lastAccessedAccount, toggles } = await findAccountsOfUser(db, user.id, reference);
  // Spec 1 §6: tiles turned off by their feature flags never leave the server.
  const subject = subjectOf(user);
  return {
    accounts: accounts.map((row) => toAccount(row, user, row.tiles.filter((tile) => passesTileFlags(tile, toggles, subject)))),
    lastAccessedAccount,
  };
}
