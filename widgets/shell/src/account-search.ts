import type { Account } from '@farm/core';

/** Matches a business by name, account number or town, ignoring case. */
export function filterAccounts(accounts: readonly Account[], query: string): Account[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...accounts];
  return accounts.filter((a) => [a.name, a.reference, a.address?.postTown ?? ''].some((field) => field.toLowerCase().includes(needle)));
}
