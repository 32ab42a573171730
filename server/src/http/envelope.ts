import type { FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '@farm/core/domain';

/**
 * A success envelope. Its `status` is a placeholder: installEnvelopeStatus sets it to the status the reply goes
 * out with, so a route answering 201 says 201 in its body without repeating it.
 */
export function ok<T>(data: T): { status: number; data: T } {
  return { status: 200, data };
}

export function errorBody(
  status: number,
  errorCode: string,
  errorMessage: string,
  data?: Record<string, unknown>,
): ErrorEnvelope & { data?: Record<string, unknown> } {
  return data === undefined ? { status, errorCode, errorMessage } : { status, errorCode, errorMessage, data };
}

/** An object answer in the envelope's shape: a numeric `status` with `data`, or an error's `errorCode`. */
function isEnvelope(payload: unknown): payload is { status: number } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return false;
  const record = payload as Record<string, unknown>;
  return typeof record.status === 'number' && ('data' in record || 'errorCode' in record);
}

/**
 * The one place the envelope's `status` is decided: every envelope leaves with the HTTP status of its reply
 * (issue 26 §6), whatever the route or the error handler put there. It runs before the response schema's check
 * and serialisation; answers a route serialises itself (serialisedOnce's cached reads, all 200) are strings and
 * pass untouched. The envelope is copied, not changed: a route may answer an object it keeps (a stored answer).
 */
export function installEnvelopeStatus(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    if (!isEnvelope(payload) || payload.status === reply.statusCode) return payload;
    return { ...payload, status: reply.statusCode };
  });
}
