import * as z from 'zod';
import { accountSchema, type Account } from '../../domain';
import { apiRequest } from '../api-request';

const schema = z.object({ account: accountSchema });

export async function getMyAccount(reference: string): Promise<Account> {
  const data = await apiRequest(`/myuser/accounts/${encodeURIComponent(reference)}`, { schema });
  return data.account;
}
