import { css } from '@emotion/react';
import type { FarmTheme } from './theme';

/**
 * The portal's keyboard focus ring (WCAG 2.4.7): 3px of the focus colour, 2px outside the element, or inside it
 * (a negative offset) where a box around it would clip the ring (tabs, a scroll box).
 */
export const focusRing =
  (offset = 2) =>
  ({ theme }: { theme: FarmTheme }) => css`
    &:focus-visible {
      outline: 3px solid ${theme.colors.focus};
      outline-offset: ${offset}px;
    }
  `;
