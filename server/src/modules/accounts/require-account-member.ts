import type { FastifyRequest } from 'fastify';
import { accountUserMessages } from '@farm/area-account-users/domain';
import { ACCOUNT_ADMIN_RULE, ACCOUNT_MEMBER_RULE, type AccessRule } from '../../access';
import type { Db } from '../../db';
import { ApiError, errors } from '../../http';
import { findMembership } from './account-queries';

export interface AccountAccess {
  reference: string;
  /** An admin or the lead of the business. */
  isAdmin: boolean;
  isLead: boolean;
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
  return { name: ACCOUNT_MEMBER_RULE, check: (request) => checkMembership(db, request) };
}

/**
 * The lead and the admins of the business in the path, and nobody else (spec 1 §6): members who are neither get
 * 403 ADMINS_ONLY, and so does staff, who may look at a business (view as customer) but never administer it.
 */
export function accountAdmin(db: Db): AccessRule {
  return {
    name: ACCOUNT_ADMIN_RULE,
    check: async (request) => {
      await checkMembership(db, request);
      // Staff viewing a business run as its lead, and are still staff.
      if (!request.accountAccess.isAdmin || request.auth.user.internal || request.auth.viewAs)
        throw new ApiError(403, 'ADMINS_ONLY', accountUserMessages.adminsOnly);
    },
  };
}

async function checkMembership(db: Db, request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: unknown };
  // Staff viewing a business see that business only, not the lead's others.
  const viewing = request.auth.viewAs?.account;
  const membership = typeof id === 'string' && id && (!viewing || viewing === id) ? await findMembership(db, request.auth.user.id, id) : undefined;
  if (typeof id !== 'string' || !membership) throw errors.accountForbidden();
  request.accountAccess = { reference: id, ...membership };
}
