import type { PortalModule } from '../portal-module';
import { viewAsRoutes } from './view-as-routes';

/** Staff viewing a business as its customers see it. */
export const viewAsModule: PortalModule = async (app, services) => viewAsRoutes(app, services);
