import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { errors } from '../../http';
import { findMembership } from './account-queries';

export interface AccountAccess {
  reference: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireAccountMember on routes with an account `:id`. */
    accountAccess: AccountAccess;
  }
}

/**
 * The one membership check for every route with an account `:id` (`/api/accounts/:id/...`,
 * `/api/myuser/accounts/:id`). Unknown references get the same 403 as other people's, so references cannot be
 * probed.
 */
export function requireAccountMember(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { id } = request.params as { id?: string };
    const membership = id ? await findMembership(db, request.auth.user.id, id) : undefined;
    if (!id || !membership) throw errors.accountForbidden();
    request.accountAccess = { reference: id, isAdmin: membership.isAdmin };
  };
}
