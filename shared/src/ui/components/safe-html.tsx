import styled from '@emotion/styled';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { navigate } from '../../bus/commands/navigate';

let purifier: Purifier | undefined;

/** Our own DOMPurify instance, so its link hook never changes how anyone else's sanitising behaves. */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    // Only a new tab survives as a target; every link gets rel noopener so no page can reach back.
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  return purifier;
}

/** Cleans HTML for rendering: no script, no event handlers, no javascript: or data: links, no forms. */
export function sanitiseHtml(html: string): string {
  return instance().sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

const Content = styled.div`
  line-height: 1.6;
  overflow-wrap: break-word;
  h2, h3, h4 { margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.colors.primary}; line-height: 1.3; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h3, h4 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p, ul, ol, dl, table { margin: 0 0 ${({ theme }) => theme.space(3)}; }
  > :first-child { margin-top: 0; }
  > :last-child { margin-bottom: 0; }
  a { color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
  a:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  img { max-width: 100%; height: auto; }
  table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; }
  th, td { padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)}; border: 1px solid ${({ theme }) => theme.colors.border}; text-align: left; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.background}; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)}; }
  dt { font-weight: 600; }
  dd { margin: 0; }
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
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/dashboard') || link.target || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <Content className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
