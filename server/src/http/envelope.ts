import type { ErrorEnvelope } from '@farm/core/domain';

export function ok<T>(data: T): { status: 200; data: T } {
  return { status: 200, data };
}

export function errorBody(status: number, errorCode: string, errorMessage: string): ErrorEnvelope {
  return { status, errorCode, errorMessage };
}
