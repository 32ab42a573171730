import { apiRequest } from '../api-request';

/**
 * POST /myuser/passwordreset, no body (spec 1 §7); resolves with the message to show the user afterwards.
 * Internal users get a 403 ApiError whose errorMessage is the 'Internal User' text of spec 1 §6.
 */
export async function requestPasswordReset(): Promise<string> {
  const data = await apiRequest<{ message: string }>('/myuser/passwordreset', { method: 'POST' });
  return data.message;
}
