/**
 * An error the API answers with its own status, code and user-facing message (the spec's error envelope), and
 * `data` when the caller needs more to act on it (an expired quote's new price). A route that throws one with
 * `data` declares that field in its response schema for the status, or the serialiser drops it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorMessage: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(errorMessage);
    this.name = 'ApiError';
  }
}

export const errors = {
  unauthorized: () => new ApiError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.'),
  noConfiguration: () => new ApiError(403, 'NO_CONFIGURATION', 'No MyFarm configuration found: no accounts configured for this user.'),
  accountForbidden: () => new ApiError(403, 'ACCOUNT_FORBIDDEN', 'You do not have access to this business account.'),
  userForbidden: () => new ApiError(403, 'USER_FORBIDDEN', 'You do not have access to this user.'),
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Not found.'),
  /** An integration client's token on a person's route (issue 29). */
  clientTokenRefused: () =>
    new ApiError(403, 'CLIENT_TOKEN_REFUSED', "This token belongs to a merchant's system: it works on the integration API (/api/integration/v1) only."),
  /** A person's token, or any token but an enabled integration client's, on the integration API (issue 29). */
  integrationClientRequired: () =>
    new ApiError(403, 'INTEGRATION_CLIENT_REQUIRED', 'The integration API takes only tokens of a registered integration client (OAuth 2 client credentials).'),
};
