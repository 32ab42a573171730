import { apiRequest } from '@farm/core';

/**
 * POST /myuser/passwordreset, no body (spec 1 §7); resolves with the message to show the user afterwards.
 * Internal users get a 403 ApiError whose errorMessage is the 'Internal User' text of spec 1 §6.
 */
async function requestPasswordReset(): Promise<string> {
  return (await apiRequest<{ message: string }>('/myuser/passwordreset', { method: 'POST' })).message;
}

/**
 * 'Change password' sends the password-reset request the moment the item is chosen (spec 1 §7: no body, a
 * message afterwards): a write the user asked for, so it starts in the click rather than in an effect, and
 * the dialog shows the latest one's progress and message.
 */
export const passwordResetMutation = { mutationKey: ['myuser', 'password-reset'] as const, mutationFn: requestPasswordReset };
