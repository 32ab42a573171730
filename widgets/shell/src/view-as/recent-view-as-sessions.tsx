import styled from '@emotion/styled';
import { formatDate, type ViewAsHistoryEntry } from '@farm/core';
import { viewAsHistoryQuery } from './view-as-queries';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';

const SHOWN = 5;

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const when = (instant: string) => `${formatDate(instant)} ${formatDate(instant, 'time')}`;

const period = (session: ViewAsHistoryEntry) =>
  session.endedAt ? `${when(session.startedAt)} to ${formatDate(session.endedAt, 'time')}` : `since ${when(session.startedAt)}, not ended`;

/**
 * The staff member's latest view-as sessions, so they can see what they opened (and that it was recorded). A
 * failure to load them hides the list: the search is what the dialog is for.
 */
export function RecentViewAsSessions() {
  const headingId = useId();
  const history = useQuery(viewAsHistoryQuery());
  if (!history.isSuccess || history.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Your recent customer views</Heading>
      <List>
        {history.data.slice(0, SHOWN).map((session) => (
          <li key={session.id}>
            {session.accountName} ({session.account}) <span>{period(session)}</span>
          </li>
        ))}
      </List>
    </section>
  );
}
