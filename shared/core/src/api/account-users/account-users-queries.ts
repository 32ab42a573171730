import type { AccountInvitation, AccountUser, EmailCheck } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../crop-marketing/account-path';

const usersPath = (reference: string) => `${accountPath(reference)}/users`;

/** The cache key of a business account's users, to load them again after a change or a stale save. */
export const accountUsersKey = (reference: string) => ['account', reference, 'users'] as const;

/** GET /accounts/{id}/users: the business's users (staff hidden), each with their role and tile access. */
export const accountUsersQuery = (reference: string) => ({
  queryKey: accountUsersKey(reference),
  queryFn: async () => (await apiRequest<{ users: AccountUser[] }>(usersPath(reference))).users,
});

/** The cache key of a business account's invitations not yet answered. */
export const accountInvitationsKey = (reference: string) => ['account', reference, 'invitations'] as const;

/** GET /accounts/{id}/invitations: the existing MyFarm users invited who have not answered, as the admin typed them. */
export const accountInvitationsQuery = (reference: string) => ({
  queryKey: accountInvitationsKey(reference),
  queryFn: async () => (await apiRequest<{ invitations: AccountInvitation[] }>(`${accountPath(reference)}/invitations`)).invitations,
});

/** GET /accounts/{id}/users/email-check?email=: whether the e-mail is on this account, invited to it, or can be invited. */
export async function checkAccountUserEmail(reference: string, email: string): Promise<EmailCheck['status']> {
  return (await apiRequest<EmailCheck>(`${usersPath(reference)}/email-check`, { query: { email } })).status;
}
