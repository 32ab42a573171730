import { ApiError, clientConfig, errorMessageFor } from '@farm/core';

/** Spec 2 §8: a refused alert call shows the server's errorMessage in the form; a failure to reach it, the catalogue's text. */
export function problemText(error: unknown): string {
  if (error instanceof ApiError && error.errorMessage && error.status >= 400 && error.status !== 401) return error.errorMessage;
  return errorMessageFor(error, clientConfig().support);
}
