import { getStartup } from './get-startup';
import type { PortalModule } from '../portal-module';

/** What a page needs at start, in one call. */
export const startupModule: PortalModule = async (app, services) => {
  getStartup(app, services, services.readAccounts);
};
