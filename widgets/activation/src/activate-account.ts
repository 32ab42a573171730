import { apiRequest, type ActivationBody, type User } from '@farm/core';

/** POST /myuser/activations with `data.activation.key`; resolves with the updated user record. */
export async function activateAccount(key: string): Promise<User> {
  const body: ActivationBody = { data: { activation: { key } } };
  return (await apiRequest<{ user: User }>('/myuser/activations', { method: 'POST', body })).user;
}
