import type { ApiApp, ApiDeps } from '../../http';
import type { Mailer } from '../../mail';
import { activateAccount } from './activate-account';
import { requestPasswordReset } from './request-password-reset';

export { hashActivationCode } from './activation-code';
export { RESET_PASSWORD_PATH } from './reset-password-path';
export {
  completePasswordReset,
  findUsableResetRequest,
  hashResetToken,
  issueResetToken,
  resetPasswordLink,
  RESET_TOKEN_TTL_MS,
  withdrawResetToken,
  type UsableResetRequest,
} from './password-reset-tokens';

export function onboardingRoutes(app: ApiApp, deps: ApiDeps, mailer: Mailer): void {
  activateAccount(app, deps);
  requestPasswordReset(app, deps, mailer);
}
