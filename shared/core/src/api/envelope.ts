/** A 2xx status: a success, when the envelope repeats the HTTP status it came with. */
const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Spec 1 §7: a response is an error when `status` or `statusCode` is present and not 200, or when
 * `errorCode` or `errorMessage` is present — even on an HTTP 200. Our API repeats the HTTP status in the
 * envelope (issue 26 §6), so a status that is the answer's own 2xx status (201 for something created) is a
 * success too.
 */
export function isErrorEnvelope(body: unknown, httpStatus = 200): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  const badStatus = (key: 'status' | 'statusCode') => {
    if (!(key in record)) return false;
    const status = Number(record[key]);
    return status !== 200 && !(status === httpStatus && isSuccess(status));
  };
  return badStatus('status') || badStatus('statusCode') || 'errorCode' in record || 'errorMessage' in record;
}

/** The status an error answer reports: the envelope's unless it is a success's, else the HTTP status (never a 2xx). */
export function envelopeStatus(body: unknown, httpStatus: number): number {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const status = Number(record.status ?? record.statusCode);
  if (Number.isFinite(status) && !isSuccess(status)) return status;
  return isSuccess(httpStatus) ? 500 : httpStatus;
}
