import { redirect, type Guard } from './guard';

export const ACTIVATION_PATH = '/dashboard/activation';
export const TERMS_PATH = '/dashboard/terms';

/** Spec 1 §2: a user who must activate goes to activation; one with terms pending goes to the terms. */
export const onboardingGuard: Guard = ({ pathname, session }) => {
  const { activate, acceptTerms } = session.user.application.myfarm;
  if (activate) return pathname === ACTIVATION_PATH ? undefined : redirect(ACTIVATION_PATH);
  if (acceptTerms) return pathname === TERMS_PATH ? undefined : redirect(TERMS_PATH);
  return undefined;
};
