import type { ApiApp, ApiDeps } from '../../http';
import { getEmailPreferences } from './get-email-preferences';
import { updateEmailPreferences } from './update-email-preferences';

export function preferenceRoutes(app: ApiApp, deps: ApiDeps): void {
  getEmailPreferences(app, deps);
  updateEmailPreferences(app, deps);
}
