import { css } from '@emotion/react';
import type { FarmTheme } from './theme';

type Alignment = 'center' | 'flex-start' | 'flex-end';

/**
 * A row with its first and last items at either end (a heading and its controls, a label and its switch), `gap`
 * theme spaces apart at the least. It wraps onto more lines when narrow unless told `nowrap`.
 */
export const spreadRow =
  (align: Alignment = 'center', gap = 3, wrap: 'wrap' | 'nowrap' = 'wrap') =>
  ({ theme }: { theme: FarmTheme }) => css`
    display: flex;
    flex-wrap: ${wrap};
    align-items: ${align};
    justify-content: space-between;
    gap: ${theme.space(gap)};
  `;
