import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MEMBER_RULE, type AccessRule } from '../../access';
import type { Db } from '../../db';
import { errors } from '../../http';
import { findMembership } from './account-queries';

export interface AccountAccess {
  reference: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the account membership rule on routes with an account `:id`. */
    accountAccess: AccountAccess;
  }
}

/**
 * The one membership check for every route with an account `:id` (`/api/accounts/:id/...`,
 * `/api/myuser/accounts/:id`), as the route's access rule. Unknown references get the same 403 as other
 * people's, so references cannot be probed; the reference is looked up as sent, before validation.
 */
export function accountMember(db: Db): AccessRule {
  return {
    name: ACCOUNT_MEMBER_RULE,
    check: async (request: FastifyRequest) => {
      const { id } = request.params as { id?: unknown };
      const membership = typeof id === 'string' && id ? await findMembership(db, request.auth.user.id, id) : undefined;
      if (typeof id !== 'string' || !membership) throw errors.accountForbidden();
      request.accountAccess = { reference: id, isAdmin: membership.isAdmin };
    },
  };
}
