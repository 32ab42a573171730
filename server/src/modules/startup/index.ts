import type { ApiApp, ApiDeps } from '../../http';
import type { AccountReader } from '../accounts';
import { getStartup } from './get-startup';

export function startupRoutes(app: ApiApp, deps: ApiDeps, readAccounts: AccountReader): void {
  getStartup(app, deps, readAccounts);
}
