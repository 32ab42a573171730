import styled from '@emotion/styled';
import { edgedCard } from '@farm/ui';

/** A partner embed's card: the element's whole content on the partner's page, titled with an h2. */
export const PartnerCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  ${edgedCard()}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
