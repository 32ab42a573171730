import type { AccountUser, AddAccountUser, AddedAccountUser, UpdateAccountUser } from '../../domain';
import { apiRequest } from '../api-request';
import { accountPath } from '../crop-marketing/account-path';

const userPath = (reference: string, userId: string) => `${accountPath(reference)}/users/${encodeURIComponent(userId)}`;

/**
 * POST /accounts/{id}/users: invites the e-mail to the business (201), answering what was typed: a new one is
 * created and e-mailed their activation, an existing MyFarm user accepts it themselves. 409 USER_EXISTS when they
 * are on this account already, INVITATION_PENDING while an invitation to them waits for an answer.
 */
export async function addAccountUser(reference: string, user: AddAccountUser): Promise<AddedAccountUser> {
  return apiRequest<AddedAccountUser>(`${accountPath(reference)}/users`, { method: 'POST', body: user });
}

/** DELETE /accounts/{id}/invitations/{invitationId}: withdraws an invitation not yet answered. */
export async function withdrawAccountInvitation(reference: string, invitationId: string): Promise<void> {
  await apiRequest(`${accountPath(reference)}/invitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' });
}

/** PUT /accounts/{id}/users/{userId}: role, username and tile access, from `version`; 409 STALE_VERSION when older. */
export async function updateAccountUser(reference: string, userId: string, change: UpdateAccountUser): Promise<AccountUser> {
  return (await apiRequest<{ user: AccountUser }>(userPath(reference, userId), { method: 'PUT', body: change })).user;
}

/** DELETE /accounts/{id}/users/{userId}?version=: takes the user off this business (not off MyFarm). */
export async function removeAccountUser(reference: string, userId: string, version: number): Promise<void> {
  await apiRequest(userPath(reference, userId), { method: 'DELETE', query: { version: String(version) } });
}
