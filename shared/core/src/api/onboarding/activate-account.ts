import type { ActivationBody, User } from '../../domain';
import { apiRequest } from '../api-request';

/** POST /myuser/activations with `data.activation.key`; resolves with the updated user record. */
export async function activateAccount(key: string): Promise<User> {
  const body: ActivationBody = { data: { activation: { key } } };
  const data = await apiRequest<{ user: User }>('/myuser/activations', { method: 'POST', body });
  return data.user;
}
