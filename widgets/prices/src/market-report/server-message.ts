import { ApiError } from '@farm/core';

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';
const SERVER_FAILED = 'Something went wrong on the server. Please try again.';

/**
 * What a failed editor call tells staff: the server's own message for a refusal it explains (a 4xx: a rule, a
 * published report, staff only), and a plain sentence for a failure it cannot explain.
 */
export function serverMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status <= 0) return UNREACHABLE;
  if (error.status >= 400 && error.status < 500 && error.errorMessage) return error.errorMessage;
  return SERVER_FAILED;
}
