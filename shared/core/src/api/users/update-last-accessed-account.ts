import type { UpdateUserBody } from '../../domain';
import { apiRequest } from '../api-request';

export async function updateLastAccessedAccount(username: string, accountReference: string): Promise<void> {
  const body: UpdateUserBody = { lastAccessedAccount: accountReference };
  await apiRequest(`/users/${encodeURIComponent(username)}`, { method: 'PUT', body });
}
