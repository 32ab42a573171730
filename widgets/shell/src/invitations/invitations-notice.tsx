import styled from '@emotion/styled';
import { myInvitationsQuery } from '@farm/area-account-users';
import { paths, session$ } from '@farm/core';
import { media, StackedList, useBusValue, useLocationPath } from '@farm/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { InvitationOffer } from './invitation-offer';
import { mayBeInvited } from './may-be-invited';

/** Under the header on every page, on white: it asks for an answer, but is no warning. */
const Strip = styled.section`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(3)};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * The businesses that invited the signed-in user (issue 27 §4), each to accept or decline, under the business
 * switcher the accepted one joins. On the dashboard only, where signing in lands and the invitation e-mail leads:
 * the header stays on screen as the page scrolls, and the pages where work is done keep its room. Nothing shows
 * while there are none, or while they cannot be read: the invitations wait on the server, the e-mail has told the
 * user of them, and the next visit to the dashboard asks again.
 */
export function InvitationsNotice() {
  const session = useBusValue(session$);
  const onDashboard = useLocationPath().replace(/\/+$/, '') === paths.dashboard;
  const enabled = onDashboard && mayBeInvited(session);
  const invitations = useQuery({ ...myInvitationsQuery(), enabled });
  const titleId = useId();
  if (!enabled || !invitations.data || invitations.data.length === 0) return null;
  const count = invitations.data.length;
  return (
    <Strip aria-labelledby={titleId}>
      <h2 id={titleId}>{count === 1 ? 'An invitation to a business' : `${count} invitations to businesses`}</h2>
      <StackedList>
        {invitations.data.map((invitation) => (
          <InvitationOffer key={invitation.id} invitation={invitation} />
        ))}
      </StackedList>
    </Strip>
  );
}
