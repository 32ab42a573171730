import { PARTNER_ERROR_CODES, PARTNER_KEY_HEADER } from '@farm/core';
import { failure } from '../api-envelopes';

/** The key the mock API's one partner has (the seeded demo partner's, as the dev pages use it). */
export const DEMO_PARTNER_KEY = 'demo-partner-key';

/**
 * The public (embed) endpoints' key check, as the server's partner guard answers it: 401 without a key or with
 * one no partner has. Undefined when the key is the demo partner's.
 */
export function partnerKeyRefusal(request: Request) {
  const key = request.headers.get(PARTNER_KEY_HEADER);
  if (!key) return failure(401, PARTNER_ERROR_CODES.keyMissing, 'A partner key is required: send it in the X-Partner-Key header.');
  if (key !== DEMO_PARTNER_KEY) return failure(401, PARTNER_ERROR_CODES.keyInvalid, 'The partner key is not valid.');
  return undefined;
}
