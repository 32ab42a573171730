import { mayAdministerUsers, paths, routes } from '@farm/core';
import { redirect, type Guard } from './guard';

/**
 * Spec 1 §2, §6: the admin path redirects to the dashboard unless the user may administer the selected business's
 * users (mayAdministerUsers).
 */
export const adminGuard: Guard = ({ route, account, session }) =>
  route === routes.admin && !mayAdministerUsers(account, session) ? redirect(paths.dashboard) : undefined;
