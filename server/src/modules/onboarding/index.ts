import { activateAccount } from './activate-account';
import { requestPasswordReset } from './request-password-reset';
import type { PortalModule } from '../portal-module';

export { hashActivationCode } from './activation-code';
export { RESET_PASSWORD_PATH } from './reset-password-path';
export { MAX_RESETS_PER_HOUR, resetLinksInLastHour, sendResetLink } from './send-reset-link';
export { completePasswordReset, findUsableResetRequest, issueResetToken, resetPasswordLink } from './password-reset-tokens';

/** Activation by code, and a password reset asked for while signed in. */
export const onboardingModule: PortalModule = async (app, services) => {
  activateAccount(app, services, services.throttle);
  requestPasswordReset(app, services, services.mailer, services.throttle);
};
