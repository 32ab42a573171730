/**
 * The page's CSP nonce, from `<meta property="csp-nonce" nonce="…">` (the portal's pages carry one; it is also
 * the way Vite exposes a page's nonce). Read through the `nonce` property: once a page's policy is in force, the
 * browser empties every nonce attribute and only the property keeps the value.
 */
export function pageNonce(): string | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
