import styled from '@emotion/styled';
import type { DOMPurify as Purifier } from 'dompurify';
import { useEffect, useState, type MouseEvent } from 'react';
import { navigate } from '@farm/core';
import { textLinks } from '../theme/link-styles';

let purifier: Promise<Purifier> | undefined;

/**
 * Our own DOMPurify instance, so its link hook never changes how anyone else's sanitising behaves. It is
 * its own import-map module, loaded the first time a page shows rich text, not with every widget.
 */
function instance(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    const own = DOMPurify(window);
    own.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      // Only a new tab survives as a target; every link gets rel noopener so no page can reach back.
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
      node.setAttribute('rel', 'noopener noreferrer');
    });
    return own;
  });
  return purifier;
}

/** Cleans HTML for rendering: no script, no event handlers, no javascript: or data: links, no forms. */
export async function sanitiseHtml(html: string): Promise<string> {
  return (await instance()).sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

const Content = styled.div`
  line-height: 1.6;
  overflow-wrap: break-word;
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.primary};
    line-height: 1.3;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3,
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p,
  ul,
  ol,
  dl,
  table {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  ${textLinks}
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.background};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

export interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Renders rich text from the content service, sanitised again in the browser (the server sanitises on
 * write; this is the second line). Links to portal pages route in place instead of reloading the portal.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setClean(null);
    void sanitiseHtml(html).then((result) => current && setClean(result));
    return () => {
      current = false;
    };
  }, [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/dashboard') || link.target || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  // Nothing unsanitised is ever in the DOM: until the sanitiser has run the box stays empty and busy.
  return <Content className={className} onClick={onClick} aria-busy={clean === null} dangerouslySetInnerHTML={{ __html: clean ?? '' }} />;
}
