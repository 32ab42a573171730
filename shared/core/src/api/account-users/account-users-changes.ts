import type { AccountUser, AddAccountUser, UpdateAccountUser } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../crop-marketing/account-path';

const userPath = (reference: string, userId: string) => `${accountPath(reference)}/users/${encodeURIComponent(userId)}`;

/**
 * POST /accounts/{id}/users: adds an existing MyFarm user, or creates one and e-mails their invitation (201).
 * 409 USER_EXISTS when they are on this account already.
 */
export async function addAccountUser(reference: string, user: AddAccountUser): Promise<{ user: AccountUser; invited: boolean }> {
  return apiRequest<{ user: AccountUser; invited: boolean }>(`${accountPath(reference)}/users`, { method: 'POST', body: user });
}

/** PUT /accounts/{id}/users/{userId}: role, username and tile access, from `version`; 409 STALE_VERSION when older. */
export async function updateAccountUser(reference: string, userId: string, change: UpdateAccountUser): Promise<AccountUser> {
  return (await apiRequest<{ user: AccountUser }>(userPath(reference, userId), { method: 'PUT', body: change })).user;
}

/** DELETE /accounts/{id}/users/{userId}?version=: takes the user off this business (not off MyFarm). */
export async function removeAccountUser(reference: string, userId: string, version: number): Promise<void> {
  await apiRequest(userPath(reference, userId), { method: 'DELETE', query: { version: String(version) } });
}
