import type { Account } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /myuser/accounts: every business the signed-in user may switch between. */
export async function getMyAccounts(): Promise<Account[]> {
  return (await apiRequest<{ accounts: Account[] }>('/myuser/accounts')).accounts;
}
