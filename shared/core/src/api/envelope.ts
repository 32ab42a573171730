/**
 * Spec 1 §7: a response is an error when `status` or `statusCode` is present and not 200, or when
 * `errorCode` or `errorMessage` is present — even on an HTTP 200.
 */
export function isErrorEnvelope(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  const badStatus = (key: 'status' | 'statusCode') => key in record && Number(record[key]) !== 200;
  return badStatus('status') || badStatus('statusCode') || 'errorCode' in record || 'errorMessage' in record;
}

export function envelopeStatus(body: unknown, httpStatus: number): number {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const status = Number(record.status ?? record.statusCode);
  return Number.isFinite(status) && status !== 200 ? status : httpStatus === 200 ? 500 : httpStatus;
}
