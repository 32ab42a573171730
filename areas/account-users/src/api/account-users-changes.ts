import type { AccountUser, AddAccountUser, UpdateAccountUser } from '../domain/account-users';
import type { AddedAccountUser } from '../domain/account-invitations';
import { apiRequest } from '@farm/core';
import { accountPath } from '@farm/core';

const userPath = (accountReference: string, userId: string) => `${accountPath(accountReference)}/users/${encodeURIComponent(userId)}`;

/**
 * POST /accounts/{id}/users: invites the e-mail to the business (201), answering what was typed: a new one is
 * created and e-mailed their activation, an existing MyFarm user accepts it themselves. 409 USER_EXISTS when they
 * are on this account already, INVITATION_PENDING while an invitation to them waits for an answer.
 */
export async function addAccountUser(accountReference: string, user: AddAccountUser): Promise<AddedAccountUser> {
  return apiRequest<AddedAccountUser>(`${accountPath(accountReference)}/users`, { method: 'POST', body: user });
}

/** DELETE /accounts/{id}/invitations/{invitationId}: withdraws an invitation not yet answered. */
export async function withdrawAccountInvitation(accountReference: string, invitationId: string): Promise<void> {
  await apiRequest(`${accountPath(accountReference)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

/** PUT /accounts/{id}/users/{userId}: role, username and tile access, from `version`; 409 STALE_VERSION when older. */
export async function updateAccountUser(accountReference: string, userId: string, change: UpdateAccountUser): Promise<AccountUser> {
  return (await apiRequest<{ user: AccountUser }>(userPath(accountReference, userId), { method: 'PUT', body: change })).user;
}

/** DELETE /accounts/{id}/users/{userId}?version=: takes the user off this business (not off MyFarm). */
export async function removeAccountUser(accountReference: string, userId: string, version: number): Promise<void> {
  await apiRequest(userPath(accountReference, userId), { method: 'DELETE', query: { version: String(version) } });
}
