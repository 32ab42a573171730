import styled from '@emotion/styled';
import { invitationMessages, type MyInvitation } from '@farm/area-account-users';
import { Button } from '@farm/ui';
import { useId, useState } from 'react';
import { answerProblem, useInvitationAnswer } from './use-invitation-answer';

const Offer = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
`;

const Text = styled.p`
  flex: 1 1 18em;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/**
 * One invitation: who asked, to which business, as what; Accept, or Decline with a second step, since a declined
 * invitation is gone and the business would have to send another.
 */
export function InvitationOffer({ invitation }: { invitation: MyInvitation }) {
  const { accept, decline } = useInvitationAnswer(invitation);
  const [declining, setDeclining] = useState(false);
  const textId = useId();
  const busy = accept.isPending || decline.isPending;
  const failed: unknown = accept.error ?? decline.error;
  const business = invitation.business.name;

  return (
    <Offer aria-labelledby={textId}>
      <Text id={textId}>
        {declining ? invitationMessages.declineConfirm(business) : invitationMessages.offer(invitation.invitedBy, business, invitation.role)}
      </Text>
      <Actions>
        {declining ? (
          <>
            <Button type="button" disabled={busy} aria-busy={decline.isPending} onClick={() => decline.mutate()}>
              Decline invitation
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => setDeclining(false)}>
              Keep it
            </Button>
          </>
        ) : (
          <>
            <Button
              type="button"
              disabled={busy}
              aria-busy={accept.isPending}
              aria-label={`Accept the invitation to ${business}`}
              onClick={() => accept.mutate()}
            >
              Accept
            </Button>
            <Button type="button" variant="secondary" disabled={busy} aria-label={`Decline the invitation to ${business}`} onClick={() => setDeclining(true)}>
              Decline
            </Button>
          </>
        )}
      </Actions>
      {failed !== null && <Problem role="alert">{answerProblem(failed)}</Problem>}
    </Offer>
  );
}
