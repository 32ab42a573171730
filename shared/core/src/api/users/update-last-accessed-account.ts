import type { UpdateUserBody } from '../../domain';
import { apiRequest } from '../api-request';

export async function updateLastAccessedAccount(username: string, reference: string): Promise<void> {
  const body: UpdateUserBody = { lastAccessedAccount: reference };
  await apiRequest(`/users/${encodeURIComponent(username)}`, { method: 'PUT', body });
}
