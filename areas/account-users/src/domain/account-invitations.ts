import * as z from 'zod';
import { INVITATION_STATUSES } from './account-invitations-constants';
import { EDITABLE_ROLES } from './account-users-constants';
import { adminTilesSchema } from './account-users';

// Invitations of existing MyFarm users to a business (issue 27 §4): what the admin sees, what the invitee sees.

/**
 * An invitation as the business's lead and admins see it: only what they typed and chose, never the invitee's own
 * name, contact number or last sign-in, which stay theirs until they accept.
 */
export const accountInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  contactNumber: z.string(),
  role: z.enum(EDITABLE_ROLES),
  tiles: adminTilesSchema,
  status: z.enum(INVITATION_STATUSES),
  sentAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type AccountInvitation = z.infer<typeof accountInvitationSchema>;

/**
 * POST /accounts/{id}/users's answer, the same whether the e-mail was new to MyFarm (a user was created and sent
 * their activation) or an existing user's (they were invited): what the admin typed, and that an invitation went.
 */
export const addedAccountUserSchema = z.object({
  status: z.literal('invitation-sent'),
  email: z.string(),
  name: z.string(),
  contactNumber: z.string(),
  role: z.enum(EDITABLE_ROLES),
  tiles: adminTilesSchema,
});
export type AddedAccountUser = z.infer<typeof addedAccountUserSchema>;

/** An open invitation as the invited user sees it: which business, who asked, and as what. */
export const myInvitationSchema = z.object({
  id: z.uuid(),
  business: z.object({ reference: z.string(), name: z.string() }),
  /** The admin who sent it; null once they are no longer a MyFarm user. */
  invitedBy: z.string().nullable(),
  role: z.enum(EDITABLE_ROLES),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** POST /myuser/invitations/{id}/accept's answer: the business the user has joined. */
export const acceptedInvitationSchema = z.object({ business: z.object({ reference: z.string(), name: z.string() }) });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
