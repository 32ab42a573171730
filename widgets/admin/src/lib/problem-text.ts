import { ApiError, clientConfig, errorMessageFor } from '@farm/core';

/**
 * What a failed call of this screen says. The admin calls' refusals (403 LEAD_ONLY_TILE, 409 USERNAME_TAKEN,
 * 400 VALIDATION_ERROR…) carry texts written for the user, so they are shown as they come; anything else
 * (no answer, a 5xx) gets spec 1 §8's catalogue text.
 */
export function problemText(error: unknown): string {
  if (error instanceof ApiError && error.errorCode && error.errorMessage && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.errorMessage;
  }
  return errorMessageFor(error, clientConfig().support);
}

export const isApiError = (error: unknown, errorCode: string): boolean => error instanceof ApiError && error.errorCode === errorCode;

/** 409 STALE_VERSION: someone saved the user since this screen read them; nothing was changed. */
export const isStaleVersion = (error: unknown) => isApiError(error, 'STALE_VERSION');
