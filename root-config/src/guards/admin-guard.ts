import { paths, routes } from '@farm/core';
import { redirect, type Guard } from './guard';

/**
 * Spec 1 §2, §6: the admin path redirects to the dashboard unless the selected account is admin and the user
 * is not internal (staff never administer a customer's users, even when their record says admin).
 */
export const adminGuard: Guard = ({ route, account, session }) =>
  route === routes.admin && (!account?.isAdmin || session.internal) ? redirect(paths.dashboard) : undefined;
