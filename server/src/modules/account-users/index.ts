import { acceptInvitation } from './accept-invitation';
import { addAccountUser } from './add-account-user';
import { declineInvitation } from './decline-invitation';
import { listAccountInvitations } from './list-account-invitations';
import { listAccountUsers } from './list-account-users';
import { listMyInvitationsRoute } from './list-my-invitations';
import { removeAccountUser } from './remove-account-user';
import { updateAccountUser } from './update-account-user';
import { withdrawInvitation } from './withdraw-invitation';
export { inviteLeadUser } from './invite-lead-user';
import type { PortalModule } from '../portal-module';
import { registerAccountScope } from '../accounts';

/** Account-user administration (spec 1 §5-§7): the lead and admins of a business manage its users. In the account scope. */
/** A business's users and invitations (its lead and admins), and the invitations a user has been sent. */
export const accountUsersModule: PortalModule = async (app, services) => {
  listMyInvitationsRoute(app, services);
  acceptInvitation(app, services);
  declineInvitation(app, services);
  await registerAccountScope(app, services, (scoped) => {
    listAccountUsers(scoped, services);
    addAccountUser(scoped, services, services.mailer);
    updateAccountUser(scoped, services);
    removeAccountUser(scoped, services);
    listAccountInvitations(scoped, services);
    withdrawInvitation(scoped, services);
  });
};
