import type { Account } from '../../domain';
import { apiRequest } from '../api-request';

export async function getMyAccount(reference: string): Promise<Account> {
  const data = await apiRequest<{ account: Account }>(`/myuser/accounts/${encodeURIComponent(reference)}`);
  return data.account;
}
