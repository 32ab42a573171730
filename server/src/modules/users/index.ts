import type { ApiApp, ApiDeps } from '../../http';
import { getCurrentUser } from './get-current-user';
import { getUser } from './get-user';
import { updateUser } from './update-user';

export { currentUserOf } from './get-current-user';
export { toUser } from './to-user';
export { findUserByEmail, findUserById } from './user-queries';

export function userRoutes(app: ApiApp, deps: ApiDeps): void {
  getCurrentUser(app, deps);
  getUser(app, deps);
  updateUser(app, deps);
}
