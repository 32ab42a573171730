import { css } from '@emotion/react';
import type { FarmTheme } from './theme';

/** A field: its label above, and the control's box (an input or a select), 44 px tall for a thumb. */
export const labelledControl = ({ theme }: { theme: FarmTheme }) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  label {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  input,
  select {
    min-height: 44px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
`;
