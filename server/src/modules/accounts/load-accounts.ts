import { passesTileFlags } from '@farm/core/flags';
import type { AuthContext } from '../../auth';
import type { Db } from '../../db';
import { cachedRead, type DataChanges } from '../../read-cache';
import { subjectOf } from '../features';
import { findAccountsOfUser } from './account-queries';
import type { AccountReader, UserAccounts } from './account-reader';
import { toAccount } from './to-account';

/**
 * The user's accounts, tiles and last accessed account: the read behind the portal's start-up, kept per user
 * until any of the tables it is made of changes (read-cache), so a repeat costs no statement.
 */
export function accountReader(db: Db, changes: Pick<DataChanges, 'generation'>): AccountReader {
  const cache = cachedRead<UserAccounts>(changes);
  return (user) =>
    cache.get(user.id, async () => {
      const { accounts, lastAccessedAccount, toggles } = await findAccountsOfUser(db, user.id);
      // Spec 1 §6: tiles turned off by their feature flags never leave the server.
      const subject = subjectOf(user);
      return {
        accounts: accounts.map((row) =>
          toAccount(
            row,
            user,
            row.tiles.filter((tile) => passesTileFlags(tile, toggles, subject)),
          ),
        ),
        lastAccessedAccount,
      };
    });
}

/** The accounts a request may see: staff viewing a business as its customers see it get that one only. */
export function accountsInView(read: UserAccounts, { viewAs }: Pick<AuthContext, 'viewAs'>): UserAccounts {
  if (!viewAs) return read;
  return { accounts: read.accounts.filter((account) => account.reference === viewAs.account), lastAccessedAccount: viewAs.account };
}
