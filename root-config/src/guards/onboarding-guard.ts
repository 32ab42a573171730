import { paths } from '@farm/core';
import { redirect, type Guard } from './guard';

/** Spec 1 §2: a user who must activate goes to activation; one with terms pending goes to the terms. */
export const onboardingGuard: Guard = ({ pathname, session }) => {
  const { activate, acceptTerms } = session.user.application.myfarm;
  if (activate) return pathname === paths.activation ? undefined : redirect(paths.activation);
  if (acceptTerms) return pathname === paths.terms ? undefined : redirect(paths.terms);
  return undefined;
};
