import { getEmailPreferences } from './get-email-preferences';
import { updateEmailPreferences } from './update-email-preferences';
import type { PortalModule } from '../portal-module';

/** The user's e-mail preferences. */
export const preferencesModule: PortalModule = async (app, services) => {
  getEmailPreferences(app, services);
  updateEmailPreferences(app, services);
};
