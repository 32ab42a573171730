import { ApiError, clientConfig, errorMessageFor } from '@farm/core';

/** The admin calls' refusals (issue 12's contract): their messages are written for the user, word for word. */
const ADMIN_REFUSALS: ReadonlySet<string> = new Set([
  'VALIDATION_ERROR',
  'ADMINS_ONLY',
  'USER_EXISTS',
  'STALE_VERSION',
  'LEAD_NOT_EDITABLE',
  'NOT_YOURSELF',
  'LEAD_ONLY_TILE',
  'TILE_ABOVE_LEAD',
  'USERNAME_SHARED',
  'USERNAME_TAKEN',
  'NOT_ON_ACCOUNT',
  'INVITATION_PENDING',
  'INVITATION_NOT_FOUND',
]);

/** What a failed call of this screen says: an admin refusal's own message, else spec 1 §8's catalogue text. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError && error.errorCode && ADMIN_REFUSALS.has(error.errorCode) && error.errorMessage) return error.errorMessage;
  return errorMessageFor(error, clientConfig().support);
}

export const isApiError = (error: unknown, errorCode: string): boolean => error instanceof ApiError && error.errorCode === errorCode;

/** 409 STALE_VERSION: someone saved the user since this screen read them; nothing was changed. */
export const isStaleVersion = (error: unknown) => isApiError(error, 'STALE_VERSION');
