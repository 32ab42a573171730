import { requestPasswordReset } from '@farm/core';

/**
 * 'Change password' sends the password-reset request the moment the item is chosen (spec 1 §7: no body, a
 * message afterwards): a write the user asked for, so it starts in the click rather than in an effect, and
 * the dialog shows the latest one's progress and message.
 */
export const passwordResetMutation = { mutationKey: ['myuser', 'password-reset'] as const, mutationFn: requestPasswordReset };
