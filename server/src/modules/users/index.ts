import { getCurrentUser } from './get-current-user';
import { getUser } from './get-user';
import { updateUser } from './update-user';
import type { PortalModule } from '../portal-module';

export { currentUserOf } from './get-current-user';
export { toUser } from './to-user';
export { findUserByEmail, findUserById } from './user-queries';

/** The signed-in user's own record: who they are, and the business account they last used. */
export const usersModule: PortalModule = async (app, services) => {
  getCurrentUser(app, services);
  getUser(app, services);
  updateUser(app, services);
};
