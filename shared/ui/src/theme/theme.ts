/** One theme for every widget. Breakpoints are the upper bounds of mobile and tablet (spec 1 §2). */
export const theme = {
  colors: {
    primary: '#1d5b36',
    primaryHover: '#164a2b',
    primaryText: '#ffffff',
    accent: '#c98a1b',
    /** The accent for text and icons: 6:1 on surface and background, where the accent itself is 2.9:1 (WCAG 1.4.3, 1.4.11). */
    accentText: '#855a12',
    text: '#1c2420',
    muted: '#56615a',
    background: '#f4f5f0',
    surface: '#ffffff',
    border: '#d3d9d1',
    focus: '#1a6bb8',
    danger: '#a4241b',
    success: '#1b6e3f',
    info: '#1f5a85',
    locked: '#6b716d',
  },
  space: (steps: number) => `${steps * 4}px`,
  fontFamily: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSizes: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px' },
  shadow: { card: '0 1px 3px rgba(28, 36, 32, 0.12)', raised: '0 8px 24px rgba(28, 36, 32, 0.18)' },
  breakpoints: { mobileMax: 767, tabletMax: 1239 },
} as const;

export type FarmTheme = typeof theme;

/** The breakpoints as media queries, for CSS (`media`) and for code (`useMediaQuery(mediaQueries.mobile)`). */
export const mediaQueries = {
  mobile: `(max-width: ${theme.breakpoints.mobileMax}px)`,
  tablet: `(min-width: ${theme.breakpoints.mobileMax + 1}px) and (max-width: ${theme.breakpoints.tabletMax}px)`,
  desktop: `(min-width: ${theme.breakpoints.tabletMax + 1}px)`,
} as const;

export const media = {
  mobile: `@media ${mediaQueries.mobile}`,
  tablet: `@media ${mediaQueries.tablet}`,
  desktop: `@media ${mediaQueries.desktop}`,
} as const;
