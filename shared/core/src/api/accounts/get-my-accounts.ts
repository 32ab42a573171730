import type { Account } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /myuser/accounts; `lastAccessedOnly` asks the server for the last accessed account alone. */
export async function getMyAccounts(lastAccessedOnly = false): Promise<Account[]> {
  const data = await apiRequest<{ accounts: Account[] }>('/myuser/accounts', {
    query: { filterBy: lastAccessedOnly ? 'lastAccessedAccount=true' : undefined },
  });
  return data.accounts;
}
