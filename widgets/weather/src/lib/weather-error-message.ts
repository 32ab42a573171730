import { ApiError, clientConfig, errorMessageFor, partnerErrorMessage } from '@farm/core';
import { WEATHER_ERROR_CODES } from '@farm/area-weather';

const WEATHER_CODES: readonly string[] = Object.values(WEATHER_ERROR_CODES);

/**
 * The weather result carries its own error code and message (spec 1 §3): show that text. Anything else
 * (no connection, an expired session) reads as the portal's error catalogue says (spec 1 §8). Embedded on a
 * partner page, a refused partner key (or website, or the rate limit) has its own message.
 */
export function weatherErrorMessage(error: unknown): string {
  const partnerMessage = partnerErrorMessage(error, 'weather');
  if (partnerMessage) return partnerMessage;
  if (error instanceof ApiError && error.errorCode && WEATHER_CODES.includes(error.errorCode) && error.errorMessage) {
    return error.errorMessage;
  }
  return errorMessageFor(error, clientConfig().support);
}
