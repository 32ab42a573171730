import type { ApiApp, ApiDeps } from '../../http';
import type { Mailer } from '../../mail';
import type { FailureThrottle } from '../../throttle';
import { activateAccount } from './activate-account';
import { requestPasswordReset } from './request-password-reset';

export { hashActivationCode } from './activation-code';
export { RESET_PASSWORD_PATH } from './reset-password-path';
export { MAX_RESETS_PER_HOUR, resetLinksInLastHour, sendResetLink } from './send-reset-link';
export { completePasswordReset, findUsableResetRequest, issueResetToken, resetPasswordLink } from './password-reset-tokens';

export function onboardingRoutes(app: ApiApp, deps: ApiDeps, { mailer, throttle }: { mailer: Mailer; throttle: FailureThrottle }): void {
  activateAccount(app, deps, throttle);
  requestPasswordReset(app, deps, mailer, throttle);
}
