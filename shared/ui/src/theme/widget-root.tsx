import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import styled from '@emotion/styled';
import { queryClient } from '@farm/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { pageNonce } from './page-nonce';
import { theme } from './theme';

export interface WidgetRootProps {
  /** Emotion key: a lowercase prefix for the widget's class names. */
  cacheKey: string;
  /** Where styles go: the custom element's shadow root, or document.head inside the portal. */
  container?: Node;
  /** The host page's CSP nonce, for the style tags emotion writes; by default the page's own (pageNonce). */
  nonce?: string;
  children: ReactNode;
}

/** Sets every inherited property, so a host page's font or colour rules cannot reach inside the widget. */
const Base = styled.div`
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSizes.md};
  font-weight: 400;
  font-style: normal;
  line-height: 1.5;
  color: ${theme.colors.text};
  text-align: left;
  letter-spacing: normal;
  word-spacing: normal;
  text-transform: none;
  text-indent: 0;
  text-shadow: none;
  font-variant: normal;
  white-space: normal;
  visibility: visible;
  cursor: auto;
  box-sizing: border-box;
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
`;

/** Every widget's root, in the portal and as a custom element: the page's one query cache, its styles and theme. */
export function WidgetRoot({ cacheKey, container, nonce, children }: WidgetRootProps) {
  const cache = useMemo(() => createCache({ key: cacheKey, container: container ?? document.head, nonce: nonce ?? pageNonce() }), [cacheKey, container, nonce]);
  return (
    <QueryClientProvider client={queryClient}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <Base>{children}</Base>
        </ThemeProvider>
      </CacheProvider>
    </QueryClientProvider>
  );
}
