import styled from '@emotion/styled';
import { cropMarketingMessages } from '@farm/area-crop-marketing';
import { formatUpdatedAt } from '../lib/price-format';

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Demo = styled.strong`
  color: ${({ theme }) => theme.colors.accentText};
`;

/** Under a price table: when its prices last moved, and 'Demo data' while the market data is the demo provider's. */
export function MarketNote({ updatedAt, demo }: { updatedAt: string; demo: boolean }) {
  return (
    <Note>
      <span>
        Updated <time dateTime={updatedAt}>{formatUpdatedAt(updatedAt)}</time>
      </span>
      {demo && <Demo data-testid="demo-data">{cropMarketingMessages.demoData}</Demo>}
    </Note>
  );
}
