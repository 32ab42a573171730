/** NCSC-style rules: length over complexity, and nothing a stranger could guess from the account itself. */
export const MIN_PASSWORD_LENGTH = 10;
const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
const PASSWORD_TOO_LONG = `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
export const PASSWORDS_DIFFER = 'The two passwords do not match.';
export const PASSWORD_IS_EMAIL = 'Use a password that is not your e-mail address.';

/** The first rule the new password breaks, or undefined when it may be used. */
export function newPasswordProblem(password: string, confirm: string, email: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (password.trim().toLowerCase() === email.toLowerCase()) return PASSWORD_IS_EMAIL;
  if (password !== confirm) return PASSWORDS_DIFFER;
  return undefined;
}
