// Partner embeds (widgets on partner websites): the header that carries the key and the error codes of the
// public endpoints. No zod here, so the embed bundle stays small.

/** The header an embedded widget sends its `partner-key` attribute in. */
export const PARTNER_KEY_HEADER = 'X-Partner-Key';

/** Why a public endpoint refused an embedded widget; each has its own message inside the widget. */
export const PARTNER_ERROR_CODES = {
  keyMissing: 'PARTNER_KEY_MISSING',
  keyInvalid: 'PARTNER_KEY_INVALID',
  originForbidden: 'PARTNER_ORIGIN_FORBIDDEN',
  widgetForbidden: 'PARTNER_WIDGET_FORBIDDEN',
  rateLimited: 'PARTNER_RATE_LIMITED',
} as const;
