import type { FastifyRequest } from 'fastify';
import { ApiError, errors } from '../http';
import type { AccessRule } from './access-rule';

export const STAFF_ONLY_MESSAGE = 'Only MyFarm staff can do this.';
const staffOnlyError = () => new ApiError(403, 'STAFF_ONLY', STAFF_ONLY_MESSAGE);

/** Any signed-in user: the bearer token has already been checked for the whole API scope. */
export const signedIn: AccessRule = { name: 'signed-in', check: () => undefined };

/** Internal users (supplier staff) only. */
export const staffOnly: AccessRule = {
  name: 'staff',
  check: (request) => {
    if (!request.auth.user.internal) throw staffOnlyError();
  },
};

const paramOf = (request: FastifyRequest, param: string) => {
  const value = (request.params as Record<string, unknown>)[param];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/** The user named by the path parameter `param` (their `field`), and nobody else. */
export function selfOnly(param: string, field: 'email' | 'username'): AccessRule {
  return {
    name: 'self',
    check: (request) => {
      if (paramOf(request, param) !== request.auth.user[field].toLowerCase()) throw errors.userForbidden();
    },
  };
}

/** The user named by the path parameter `param`, or staff, who may look anyone up. */
export function selfOrStaff(param: string, field: 'email' | 'username'): AccessRule {
  return {
    name: 'self-or-staff',
    check: (request) => {
      if (!request.auth.user.internal && paramOf(request, param) !== request.auth.user[field].toLowerCase()) throw errors.userForbidden();
    },
  };
}
