export { accountUsersKey, accountUsersQuery, checkAccountUserEmail } from './account-users-queries';
export { addAccountUser, removeAccountUser, updateAccountUser } from './account-users-changes';
