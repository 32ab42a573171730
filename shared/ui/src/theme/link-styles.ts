import { css } from '@emotion/react';
import type { FarmTheme } from './theme';

/** Links inside running text (notes, breadcrumbs, notices, rich text): the brand colour, bold, a clear focus ring. */
export const textLinks = ({ theme }: { theme: FarmTheme }) => css`
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
