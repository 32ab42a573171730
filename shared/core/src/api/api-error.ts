/** A failed call: the HTTP or envelope status (504 for a time-out, 0 for no response at all). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly errorMessage: string | undefined;

  constructor(status: number, errorCode?: string, errorMessage?: string) {
    super(errorMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.errorMessage = errorMessage;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const TIMEOUT_STATUS = 504;
