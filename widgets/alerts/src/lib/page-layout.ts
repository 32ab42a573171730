import styled from '@emotion/styled';
import { media } from '@farm/ui';

// The alerts page's parts; the page and its header are @farm/ui's, as every widget's.

/** A section of the page: a card with its h2. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ${media.mobile} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;
