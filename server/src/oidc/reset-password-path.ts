/** The provider's page an e-mailed reset link opens, under the issuer (/oidc on the embedded provider). */
export const RESET_PASSWORD_PATH = '/reset-password';
