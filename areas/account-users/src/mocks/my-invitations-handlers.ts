import { invitationMessages, type MyInvitation } from '@farm/area-account-users';
import { type Account } from '@farm/core';
import { http } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { account } from '../../../../tests/support/fixtures';
import { demoAccounts } from '../../../../tests/support/mock-handlers/account';

export interface MyInvitationsOptions {
  /** The signed-in user's open invitations to start with: none unless given. */
  start?: () => MyInvitation[];
  /** Their businesses before any is accepted. */
  accounts?: Account[];
}

/**
 * The invited user's side (issue 27 §4): their open invitations, accepting (the business joins their list, which
 * GET /api/myuser/accounts answers here too) and declining. An invitation answered or never there is 404.
 */
export function myInvitationsHandlers({ start = () => [], accounts = demoAccounts }: MyInvitationsOptions = {}) {
  let invitations = start();
  const joined: Account[] = [];
  const take = (id: unknown) => {
    const invitation = invitations.find((i) => i.id === id);
    invitations = invitations.filter((i) => i !== invitation);
    return invitation;
  };
  const notFound = () => failure(404, 'INVITATION_NOT_FOUND', invitationMessages.notFound);
  return {
    handlers: [
      http.get('/api/myuser/invitations', () => ok({ invitations })),
      http.post('/api/myuser/invitations/:id/accept', ({ params }) => {
        const invitation = take(params.id);
        if (!invitation) return notFound();
        joined.push(account(invitation.business));
        return ok({ business: invitation.business });
      }),
      http.post('/api/myuser/invitations/:id/decline', ({ params }) => (take(params.id) ? ok({ declined: true }) : notFound())),
      http.get('/api/myuser/accounts', () => ok({ accounts: [...accounts, ...joined] })),
    ],
    /** The invitations still open on the mock server. */
    invitations: () => invitations,
  };
}
