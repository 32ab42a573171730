import type { AcceptedInvitation, MyInvitation } from '../domain/account-invitations';
import { apiRequest } from '@farm/core';

const invitationPath = (id: string) => `/myuser/invitations/${encodeURIComponent(id)}`;

/** The cache key of the signed-in user's own open invitations. */
export const myInvitationsKey = ['myuser', 'invitations'] as const;

/** GET /myuser/invitations: the businesses that invited the signed-in user, waiting for their answer. */
export const myInvitationsQuery = () => ({
  queryKey: myInvitationsKey,
  queryFn: async () => (await apiRequest<{ invitations: MyInvitation[] }>('/myuser/invitations')).invitations,
});

/** POST /myuser/invitations/{id}/accept: joins the business; 404 INVITATION_NOT_FOUND when it is no longer open. */
export async function acceptInvitation(id: string): Promise<AcceptedInvitation> {
  return apiRequest<AcceptedInvitation>(`${invitationPath(id)}/accept`, { method: 'POST' });
}

/** POST /myuser/invitations/{id}/decline: turns it down for good. */
export async function declineInvitation(id: string): Promise<void> {
  await apiRequest(`${invitationPath(id)}/decline`, { method: 'POST' });
}
