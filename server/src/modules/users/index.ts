import type { ApiApp, ApiDeps } from '../../http';
import { getCurrentUser } from './get-current-user';
import { getUser } from './get-user';
import { updateUser } from './update-user';

export function userRoutes(app: ApiApp, deps: ApiDeps): void {
  getCurrentUser(app);
  getUser(app, deps);
  updateUser(app, deps);
}
