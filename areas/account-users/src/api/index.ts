export { accountInvitationsKey, accountInvitationsQuery, accountUsersKey, accountUsersQuery, checkAccountUserEmail } from './account-users-queries';
export { addAccountUser, removeAccountUser, updateAccountUser, withdrawAccountInvitation } from './account-users-changes';
export { acceptInvitation, declineInvitation, myInvitationsKey, myInvitationsQuery } from './my-invitations';
