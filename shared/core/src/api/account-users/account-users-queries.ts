import type { AccountUser, EmailCheck } from '../../domain';
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

/** GET /accounts/{id}/users/email-check?email=: whether the e-mail is new, an existing user, or on this account. */
export async function checkAccountUserEmail(reference: string, email: string): Promise<EmailCheck['status']> {
  return (await apiRequest<EmailCheck>(`${usersPath(reference)}/email-check`, { query: { email } })).status;
}
