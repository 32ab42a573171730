import { ApiError, clientConfig, errorMessageFor } from '@farm/core';

/** Spec 2 §8: a network failure of the update centre reads 'Network Request Error'. */
export const NETWORK_REQUEST_ERROR = 'Network Request Error';

/** A network failure (no answer at all) gets the update centre's own text; any other failure spec 1 §8's. */
export function updateCentreError(error: unknown): string {
  if (error instanceof ApiError && (error.errorCode === 'NETWORK_ERROR' || error.status === -1)) return NETWORK_REQUEST_ERROR;
  if (!(error instanceof ApiError)) return NETWORK_REQUEST_ERROR;
  return errorMessageFor(error, clientConfig().support);
}
