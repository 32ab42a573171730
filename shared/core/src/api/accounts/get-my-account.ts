import type { Account } from '../../domain';
import { apiRequest } from '../api-request';

export async function getMyAccount(accountReference: string): Promise<Account> {
  const data = await apiRequest<{ account: Account }>(`/myuser/accounts/${encodeURIComponent(accountReference)}`);
  return data.account;
}
