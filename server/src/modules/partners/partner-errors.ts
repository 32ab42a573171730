import { PARTNER_ERROR_CODES } from '@farm/core/domain';
import { ApiError } from '../../http';

/**
 * Why a public endpoint refused a request. The widget shows its own text per code (shared
 * partnerErrorMessage); these messages are for a developer reading the response.
 */
export const partnerErrors = {
  keyMissing: () => new ApiError(401, PARTNER_ERROR_CODES.keyMissing, 'A partner key is required: send it in the X-Partner-Key header.'),
  keyInvalid: () => new ApiError(401, PARTNER_ERROR_CODES.keyInvalid, 'The partner key is not valid.'),
  originForbidden: (origin: string) => new ApiError(403, PARTNER_ERROR_CODES.originForbidden, `The partner key is not allowed on ${origin}.`),
  widgetForbidden: (widget: string) => new ApiError(403, PARTNER_ERROR_CODES.widgetForbidden, `The partner key does not include the ${widget} widget.`),
  rateLimited: (max: number, after: string) =>
    new ApiError(429, PARTNER_ERROR_CODES.rateLimited, `Too many requests for this partner key (at most ${max} a minute). Try again in ${after}.`),
  // The same code: to the widget it is the same wait, whichever allowance ran out.
  addressRateLimited: (max: number, after: string) =>
    new ApiError(429, PARTNER_ERROR_CODES.rateLimited, `Too many requests from your address (at most ${max} a minute). Try again in ${after}.`),
};
