import { postLogModel } from './post-log-model';
import type { PortalModule } from '../portal-module';

/** Client events for the audit log. */
export const auditModule: PortalModule = async (app, services) => {
  postLogModel(app, services);
};
