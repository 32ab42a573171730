import styled from '@emotion/styled';
import { alertDestinationMessages } from '@farm/area-alerts';

const Badge = styled.p<{ confirmed: boolean }>`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, confirmed }) => (confirmed ? theme.colors.success : theme.colors.accentText)};
`;

/** Whether alerts may be sent to a contact: 'Confirmed', or why not yet (issue 27 §7). */
export function DestinationBadge({ confirmed, short = false }: { confirmed: boolean; short?: boolean }) {
  const text = confirmed ? `✓ ${alertDestinationMessages.confirmed}` : short ? 'Not confirmed' : alertDestinationMessages.unconfirmed;
  return <Badge confirmed={confirmed}>{text}</Badge>;
}
