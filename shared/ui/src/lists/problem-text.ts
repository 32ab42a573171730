import { ApiError, clientConfig, errorMessageFor } from '@farm/core';

/**
 * What a failed My Account call says: a refused query its own reason (the server words it
 * 'query.dateTo: Choose a date range of 365 days or less.'; the part after ': ' is for the user), any other
 * failure spec 1 §8's catalogue text.
 */
export function problemText(error: unknown): string {
  if (error instanceof ApiError && error.errorCode === 'VALIDATION_ERROR' && error.errorMessage) {
    return error.errorMessage.slice(error.errorMessage.indexOf(': ') + 2);
  }
  return errorMessageFor(error, clientConfig().support);
}
