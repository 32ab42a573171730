/**
 * The provider's page a reset link opens, under the issuer (/oidc on the embedded provider). Defined here, with
 * the tokens, and served by server/src/oidc/password-reset-routes.ts.
 */
export const RESET_PASSWORD_PATH = '/reset-password';
