import type { ApiApp, ApiDeps } from '../../http';
import { activateAccount } from './activate-account';
import { requestPasswordReset } from './request-password-reset';

export function onboardingRoutes(app: ApiApp, deps: ApiDeps): void {
  activateAccount(app, deps);
  requestPasswordReset(app, deps);
}
