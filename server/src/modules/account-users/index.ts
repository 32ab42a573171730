import type { ApiApp, ApiDeps } from '../../http';
import type { Mailer } from '../../mail';
import { addAccountUser } from './add-account-user';
import { listAccountUsers } from './list-account-users';
import { removeAccountUser } from './remove-account-user';
import { updateAccountUser } from './update-account-user';

/** Account-user administration (spec 1 §5-§7): the lead and admins of a business manage its users. In the account scope. */
export function accountUserRoutes(scoped: ApiApp, deps: ApiDeps, mailer: Mailer): void {
  listAccountUsers(scoped, deps);
  addAccountUser(scoped, deps, mailer);
  updateAccountUser(scoped, deps);
  removeAccountUser(scoped, deps);
}
