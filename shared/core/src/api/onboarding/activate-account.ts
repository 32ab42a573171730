import * as z from 'zod';
import { userSchema, type ActivationBody, type User } from '../../domain';
import { apiRequest } from '../api-request';

const schema = z.object({ user: userSchema });

/** POST /myuser/activations with `data.activation.key`; resolves with the updated user record. */
export async function activateAccount(key: string): Promise<User> {
  const body: ActivationBody = { data: { activation: { key } } };
  const data = await apiRequest('/myuser/activations', { method: 'POST', body, schema });
  return data.user;
}
