import type { Session } from '@farm/core';

/**
 * Whose invitations the portal asks for: a customer signed in as themselves who has finished activation and the
 * terms. Staff are never invited; staff viewing a business as its lead must not see the lead's; and someone still
 * onboarding answers once they are through.
 */
export function mayBeInvited(session: Session | null): boolean {
  if (!session || session.internal || session.viewAs) return false;
  const { acceptTerms, activate } = session.user.application.myfarm;
  return !acceptTerms && !activate;
}
