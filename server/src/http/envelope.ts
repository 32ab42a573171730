import type { ErrorEnvelope } from '@farm/core/domain';

export function ok<T>(data: T): { status: 200; data: T } {
  return { status: 200, data };
}

export function errorBody(status: number, errorCode: string, errorMessage: string, data?: Record<string, unknown>): ErrorEnvelope & { data?: Record<string, unknown> } {
  return data === undefined ? { status, errorCode, errorMessage } : { status, errorCode, errorMessage, data };
}
