import { ApiError } from '../../http';

export const documentErrors = {
  /** Another account's document gets the same answer as one that does not exist. */
  forbidden: () => new ApiError(403, 'DOCUMENT_FORBIDDEN', 'You do not have access to this document.'),
};
