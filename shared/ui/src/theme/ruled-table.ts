import { css } from '@emotion/react';
import type { FarmTheme } from './theme';

/**
 * A small table of figures inside a card or panel: full width, small type, each row ruled off from the next
 * by a line above or below its cells. Put it inside the table's own rule (`table { … }`) or on a styled table.
 */
export const ruledTable =
  (rule: 'top' | 'bottom') =>
  ({ theme }: { theme: FarmTheme }) => css`
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
    th,
    td {
      padding: ${theme.space(1)} ${theme.space(2)};
      border-${rule}: 1px solid ${theme.colors.border};
      text-align: left;
    }
  `;
