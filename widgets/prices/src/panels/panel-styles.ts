import styled from '@emotion/styled';
import { edgedCard, media, ruledTable } from '@farm/ui';
import { Disclosure } from '../components/disclosure';

/** A dashboard price panel: an edged card whose title collapses it on a phone. */
export const PanelCard = styled(Disclosure)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  ${edgedCard((theme) => theme.colors.accent)}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  > div + div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

export const PanelTable = styled.table`
  ${ruledTable('bottom')}
  thead th {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
  tbody th {
    font-weight: 600;
  }
  [data-numeric] {
    text-align: right;
  }
`;

export const PanelMessage = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
