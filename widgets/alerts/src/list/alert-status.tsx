import styled from '@emotion/styled';
import type { PriceAlert } from '@farm/area-alerts';
import { alertStatusText, dailyMovesText } from '../lib/alert-text';

const Status = styled.span<{ tone: 'active' | 'fired' | 'expired' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.surface};
  background: ${({ theme, tone }) => (tone === 'active' ? theme.colors.success : tone === 'fired' ? theme.colors.info : theme.colors.locked)};
`;

const Moves = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** Ours: the alert's state, and the day's moves it also watches when it has any. */
export function AlertStatus({ alert }: { alert: PriceAlert }) {
  const tone = alert.expired ? 'expired' : alert.coolingDown ? 'fired' : 'active';
  const moves = dailyMovesText(alert);
  return (
    <>
      <Status tone={tone}>{alertStatusText(alert)}</Status>
      {moves && <Moves>{moves}</Moves>}
    </>
  );
}
