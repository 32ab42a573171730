import { paths, routes } from '@farm/core';
import { redirect, type Guard } from './guard';

/** Spec 1 §2: the admin path redirects to the dashboard unless the selected account is admin. */
export const adminGuard: Guard = ({ route, account }) =>
  route === routes.admin && !account?.isAdmin ? redirect(paths.dashboard) : undefined;
