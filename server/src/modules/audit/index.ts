import type { ApiApp, ApiDeps } from '../../http';
import { postLogModel } from './post-log-model';

export function auditRoutes(app: ApiApp, deps: ApiDeps): void {
  postLogModel(app, deps);
}
