import type { Account } from '@farm/shared/domain';
import type { Db, UserRow } from '../../db';
import { findAccountsOfUser, findTilesOfUser } from './account-queries';
import { toAccount } from './to-account';

export async function loadAccounts(db: Db, user: UserRow, reference?: string): Promise<Account[]> {
  const rows = await findAccountsOfUser(db, user.id, reference);
  const tiles = await findTilesOfUser(db, user.id, rows.map((row) => row.reference));
  return rows.map((row) => toAccount(row, user, tiles.get(row.reference) ?? []));
}
