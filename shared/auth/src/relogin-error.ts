const RELOGIN_ERRORS = ['invalid_grant', 'login_required', 'interaction_required'];

/** Spec 1 §4: a refresh that fails for these reasons means signing in again; anything else is transient. */
export function needsRelogin(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { error?: string }).error;
  if (code && RELOGIN_ERRORS.includes(code)) return true;
  return /refresh.?token/i.test(error.message) || RELOGIN_ERRORS.some((c) => error.message.includes(c));
}
