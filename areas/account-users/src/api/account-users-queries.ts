import type { AccountInvitation } from '../domain/account-invitations';
import type { AccountUser, EmailCheck } from '../domain/account-users';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

const usersPath = (accountReference: string) => `${accountPath(accountReference)}/users`;

/** The cache key of a business account's users, to load them again after a change or a stale save. */
export const accountUsersKey = (accountReference: string) => ['account', accountReference, 'users'] as const;

/** GET /accounts/{id}/users: the business's users (staff hidden), each with their role and tile access. */
export const accountUsersQuery = (accountReference: string) => ({
  queryKey: accountUsersKey(accountReference),
  queryFn: async () => (await apiRequest<{ users: AccountUser[] }>(usersPath(accountReference))).users,
});

/** The cache key of a business account's invitations not yet answered. */
export const accountInvitationsKey = (accountReference: string) => ['account', accountReference, 'invitations'] as const;

/** GET /accounts/{id}/invitations: the existing MyFarm users invited who have not answered, as the admin typed them. */
export const accountInvitationsQuery = (accountReference: string) => ({
  queryKey: accountInvitationsKey(accountReference),
  queryFn: async () => (await apiRequest<{ invitations: AccountInvitation[] }>(`${accountPath(accountReference)}/invitations`)).invitations,
});

/** GET /accounts/{id}/users/email-check?email=: whether the e-mail is on this account, invited to it, or can be invited. */
export async function checkAccountUserEmail(accountReference: string, email: string): Promise<EmailCheck['status']> {
  return (await apiRequest<EmailCheck>(`${usersPath(accountReference)}/email-check`, { query: { email } })).status;
}
