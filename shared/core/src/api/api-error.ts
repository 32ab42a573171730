/** A failed call: the HTTP or envelope status (504 for a time-out, 0 for no response at all). */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly errorMessage: string | undefined;
  /** What an error envelope carries beside its message, e.g. the new price of an expired quote. */
  readonly data: unknown;

  constructor(status: number, errorCode?: string, errorMessage?: string, data?: unknown) {
    super(errorMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.errorMessage = errorMessage;
    this.data = data;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const TIMEOUT_STATUS = 504;
