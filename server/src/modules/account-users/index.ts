import type { ApiApp, ApiDeps } from '../../http';
import type { Mailer } from '../../mail';
import { acceptInvitation } from './accept-invitation';
import { addAccountUser } from './add-account-user';
import { declineInvitation } from './decline-invitation';
import { listAccountInvitations } from './list-account-invitations';
import { listAccountUsers } from './list-account-users';
import { listMyInvitationsRoute } from './list-my-invitations';
import { removeAccountUser } from './remove-account-user';
import { updateAccountUser } from './update-account-user';
import { withdrawInvitation } from './withdraw-invitation';

/** Account-user administration (spec 1 §5-§7): the lead and admins of a business manage its users. In the account scope. */
export function accountUserRoutes(scoped: ApiApp, deps: ApiDeps, mailer: Mailer): void {
  listAccountUsers(scoped, deps);
  addAccountUser(scoped, deps, mailer);
  updateAccountUser(scoped, deps);
  removeAccountUser(scoped, deps);
  listAccountInvitations(scoped, deps);
  withdrawInvitation(scoped, deps);
}

/** The invited user's side of an invitation (issue 27 §4): their open invitations, to accept or decline. */
export function myInvitationRoutes(app: ApiApp, deps: ApiDeps): void {
  listMyInvitationsRoute(app, deps);
  acceptInvitation(app, deps);
  declineInvitation(app, deps);
}
