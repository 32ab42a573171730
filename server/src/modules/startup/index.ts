import type { ApiApp, ApiDeps } from '../../http';
import { getStartup } from './get-startup';

export function startupRoutes(app: ApiApp, deps: ApiDeps): void {
  getStartup(app, deps);
}
