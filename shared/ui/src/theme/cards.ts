import { css } from '@emotion/react';
import type { FarmTheme } from './theme';

type ThemeProps = { theme: FarmTheme };

/** The white, softly raised box that holds a page's own content (legal pages, activation, maintenance). */
export const pageCard = ({ theme }: ThemeProps) => css`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
`;

/** A card with a coloured top edge: dashboard tiles, the calculators, the weather card. */
export const edgedCard =
  (edge: (theme: FarmTheme) => string = (theme) => theme.colors.primary) =>
  ({ theme }: ThemeProps) => css`
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-top: 4px solid ${edge(theme)};
    border-radius: ${theme.radius.md};
    box-shadow: ${theme.shadow.card};
  `;

/** A card's closing link ('Full forecast', 'More prices'): at its start, bold, and a 44px target. */
export const cardLink = ({ theme }: ThemeProps) => css`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  color: ${theme.colors.primary};
`;
