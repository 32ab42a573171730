import styled from '@emotion/styled';
import { media } from '../theme/theme';

/** A list of cards: `columns` across on a desktop, two on a tablet, one on a phone. */
export const CardGrid = styled.ul<{ columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(${({ columns }) => columns}, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/**
 * A list whose items take as many columns of at least `minWidth` as fit, one on a narrow phone. `stretch` lets a
 * short row's items share its whole width; without it the columns keep their width.
 */
export const FlowGrid = styled.ul<{ minWidth: string; stretch?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(${({ stretch }) => (stretch ? 'auto-fit' : 'auto-fill')}, minmax(min(100%, ${({ minWidth }) => minWidth}), 1fr));
`;
