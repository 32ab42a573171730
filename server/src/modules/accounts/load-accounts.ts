import type { Account } from '@farm/core/domain';
import { passesTileFlags } from '@farm/core/flags';
import type { Db, UserRow } from '../../db';
import { listToggles, subjectOf } from '../features';
import { findAccountsOfUser, findTilesOfUser } from './account-queries';
import { toAccount } from './to-account';

export async function loadAccounts(db: Db, user: UserRow, reference?: string): Promise<Account[]> {
  const rows = await findAccountsOfUser(db, user.id, reference);
  const [tiles, toggles] = await Promise.all([findTilesOfUser(db, user.id, rows.map((row) => row.reference)), listToggles(db)]);
  // Spec 1 §6: tiles turned off by their feature flags never leave the server.
  const subject = subjectOf(user);
  const passing = (reference: string) => (tiles.get(reference) ?? []).filter((tile) => passesTileFlags(tile, toggles, subject));
  return rows.map((row) => toAccount(row, user, passing(row.reference)));
}
