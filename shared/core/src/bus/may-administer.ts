import type { Account } from '../domain';
import type { Session } from './state';

/**
 * Spec 1 §2, §6: the admin menu item and route are for an admin of the selected business who is not staff. Staff
 * never administer a customer's users: not with an admin record, and not while viewing a business as its lead.
 */
export const mayAdministerUsers = (account: Pick<Account, 'isAdmin'> | null | undefined, session: Pick<Session, 'internal' | 'viewAs'>): boolean =>
  Boolean(account?.isAdmin) && !session.internal && !session.viewAs;
