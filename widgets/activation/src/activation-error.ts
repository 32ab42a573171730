import { ACTIVATION_CODE_INCORRECT, ApiError, errorMessageFor, type SupportContact } from '@farm/core';

/** Spec 1 §8: 404 or 400 means a wrong code; too many guesses carry the server's own advice; the rest the catalogue. */
export function activationErrorMessage(error: unknown, support: SupportContact): string {
  if (error instanceof ApiError) {
    if (error.status === 404 || error.status === 400) return ACTIVATION_CODE_INCORRECT;
    if (error.status === 429 && error.errorMessage) return error.errorMessage;
  }
  return errorMessageFor(error, support);
}
