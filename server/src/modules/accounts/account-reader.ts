import type { Account } from '@farm/core/domain';
import type { UserIdentity } from '../../db';

export interface UserAccounts {
  /** The user's business accounts as they see them, by name. */
  accounts: Account[];
  lastAccessedAccount: string | null;
}

/** Reads a user's accounts; what it answers is shared between requests and must not be changed. */
export type AccountReader = (user: UserIdentity) => Promise<UserAccounts>;
