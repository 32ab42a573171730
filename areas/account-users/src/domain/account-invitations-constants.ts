import type { EditableRole } from './account-users-constants';

// Invitations of existing MyFarm users to a business (issue 27 §4): an admin's addition of someone who already
// uses MyFarm is an offer, which they accept or decline. No zod here: the admin and shell widgets read these.

/**
 * How long an invitation waits for an answer. Two weeks covers a fortnight away or a harvest spent off e-mail, as
 * the release notes' unread window does (spec 1 §9); beyond that an unanswered offer of access is more likely
 * forgotten than wanted, and the admin sends a fresh one.
 */
export const INVITATION_TTL_DAYS = 14;

/** How the admin's list shows an invitation: waiting for an answer, or past its time without one. */
export const INVITATION_STATUSES = ['invitation-sent', 'invitation-expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const roleText = (role: EditableRole) => (role === 'Admin' ? 'an admin' : 'a user');

/** Ours: the spec has no invitations. */
export const invitationMessages = {
  /** Under the Add user form's e-mail, for a new address and an existing user alike. */
  canInvite: 'We will e-mail them an invitation. Nothing changes for them until they accept it.',
  alreadyInvited: 'An invitation to this e-mail address is waiting for an answer.',
  sent: (email: string) => `Invitation sent to ${email}.`,
  statusText: { 'invitation-sent': 'Invitation sent', 'invitation-expired': 'Invitation expired' } as Readonly<Record<InvitationStatus, string>>,
  withdrawConfirm: (email: string) => `Are you sure you want to withdraw the invitation to ${email}?`,
  withdrawn: (email: string) => `Invitation to ${email} withdrawn.`,
  /** Accepting, declining or withdrawing one that is not there (any more, or not yours). */
  notFound: 'This invitation is no longer open: it was answered, withdrawn or has expired.',
  /** What the invited user is offered. */
  offer: (invitedBy: string | null, business: string, role: EditableRole) =>
    `${invitedBy ?? 'An admin'} has invited you to join ${business} on MyFarm as ${roleText(role)}.`,
  declineConfirm: (business: string) => `Decline the invitation to ${business}? They would have to invite you again.`,
  accepted: (business: string) => `You have joined ${business}. It is in your list of businesses now.`,
  declined: (business: string) => `You declined the invitation to ${business}.`,
} as const;
