import { css } from '@emotion/react';
import type { FarmTheme } from './theme';

type ThemeProps = { theme: FarmTheme };

/** Inputs and selects as boxes 44 px tall for a thumb, with a focus ring, and a red edge while invalid. */
export const controlBoxes = ({ theme }: ThemeProps) => css`
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
  input[aria-invalid='true'],
  select[aria-invalid='true'] {
    border: 2px solid ${theme.colors.danger};
  }
`;

/** A field: its label above, and the control's box (an input or a select). */
export const labelledControl = (props: ThemeProps) => css`
  display: flex;
  flex-direction: column;
  gap: ${props.theme.space(1)};
  label {
    font-weight: 600;
    font-size: ${props.theme.fontSizes.sm};
  }
  ${controlBoxes(props)}
`;
