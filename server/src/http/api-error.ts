/** An error the API answers with its own status, code and user-facing message (the spec's error envelope). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    readonly errorMessage: string,
  ) {
    super(errorMessage);
    this.name = 'ApiError';
  }
}

export const errors = {
  unauthorized: () => new ApiError(401, 'UNAUTHORIZED', 'Your session has expired. Please sign in again.'),
  noConfiguration: () =>
    new ApiError(403, 'NO_CONFIGURATION', 'No MyFarm configuration found: no accounts configured for this user.'),
  accountForbidden: () => new ApiError(403, 'ACCOUNT_FORBIDDEN', 'You do not have access to this business account.'),
  userForbidden: () => new ApiError(403, 'USER_FORBIDDEN', 'You do not have access to this user.'),
  notFound: () => new ApiError(404, 'NOT_FOUND', 'Not found.'),
};
