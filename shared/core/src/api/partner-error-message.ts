import { PARTNER_ERROR_CODES } from '../domain/partner';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { isEmbedded } from './embed-config';

/**
 * What an embedded widget shows when the public endpoint refused it: one message per reason, written for the
 * partner's web team, who see it first. `widget` names it in the text ("weather"). Undefined for any other
 * failure, which the widget's own catalogue handles.
 */
export function partnerErrorMessage(error: unknown, widget: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  switch (error.errorCode) {
    case PARTNER_ERROR_CODES.keyMissing:
      return `This ${widget} widget has no partner key. Please add the partner-key attribute you were given.`;
    case PARTNER_ERROR_CODES.keyInvalid:
      return `This ${widget} widget is not set up for this website. Please check the partner key.`;
    case PARTNER_ERROR_CODES.originForbidden:
      return `This ${widget} widget is not allowed on this website. Please ask us to add this website to your partner account.`;
    case PARTNER_ERROR_CODES.widgetForbidden:
      return `Your partner key does not include the ${widget} widget. Please ask us to add it to your partner account.`;
    case PARTNER_ERROR_CODES.rateLimited:
      return `This ${widget} widget has had too many requests from this website. Please try again in a minute.`;
    case NETWORK_ERROR_CODE:
      // A website outside the key's allow-list gets no CORS headers, so the browser reports only a failed fetch.
      return isEmbedded()
        ? `This ${widget} widget could not connect. If this keeps happening, please check that this website is registered for your partner key.`
        : undefined;
    default:
      return undefined;
  }
}
