import { ApiError, clientConfig, errorMessageFor } from '@farm/core';
import { myAccountMessages } from '@farm/area-my-account';
import { catalogueText } from '@farm/ui/lists';

/**
 * The words of a failure that has them: a refused save (400) its catalogue text without its
 * 'body.parcels.0.parcelName: ' path, never a rule's own wording; any other failure the server's message.
 */
function messageOf(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  // No answer at all (status -1): spec 1 §8's connectivity text, with the support contact, not the browser's words.
  if (error.status < 1) return errorMessageFor(error, clientConfig().support);
  if (error.status === 400) return catalogueText(error) ?? '';
  return error.errorMessage?.trim() ?? '';
}

/**
 * §4, §8: a failed save says 'Error creating parcel: {message}' (in edit mode too, word for word), or, when the
 * failure has no words of its own, 'Failed to create parcel' / 'Failed to update parcel'.
 */
export function saveProblemText(error: unknown, editing: boolean): string {
  const message = messageOf(error);
  if (message) return myAccountMessages.parcelSaveFailed(message);
  return editing ? myAccountMessages.parcelUpdateFallback : myAccountMessages.parcelCreateFallback;
}
