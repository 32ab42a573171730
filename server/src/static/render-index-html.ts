import { escapeHtml } from '../http/escape-html';
import { NONCE_SLOT } from './nonced-page';
import type { PagePreloads } from './preload-links';

/**
 * JSON that is safe inside a <script> element: no `</script>`, no comment openers, no line separators, and no
 * `%`, so no value can spell the nonce slot and be given the response's nonce.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/%/g, '\\u0025')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Run in the page's head: asks for the signed-in modules at once when this tab holds a session (oidc-client-ts
 * keeps the user in sessionStorage under oidc.user:...) or is coming back from the provider. A signed-out visit
 * skips them and downloads only the sign-in path. Links a nonced script creates need no nonce of their own
 * (the CSP's 'strict-dynamic' trusts them).
 */
const PRELOAD_WHEN_SIGNED_IN = `(urls) => {
  try {
    let signedIn = location.pathname === '/callback';
    for (let i = 0; !signedIn && i < sessionStorage.length; i++) signedIn = (sessionStorage.key(i) ?? '').startsWith('oidc.user:');
    if (!signedIn) return;
    for (const href of urls) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  } catch {}
}`;

function renderPreloads({ always, signedIn }: PagePreloads): string {
  const links = always.map((url) => `<link rel="modulepreload" nonce="${NONCE_SLOT}" href="${escapeHtml(url)}">`).join('');
  if (!signedIn.length) return links;
  return `${links}<script nonce="${NONCE_SLOT}">(${PRELOAD_WHEN_SIGNED_IN})(${scriptSafeJson(signedIn)});</script>`;
}

export interface IndexHtmlParts {
  importMap: object;
  clientConfig: object;
  preloads: PagePreloads;
}

/**
 * Inlines the import map (native import maps must be inline to be used before any module loads), the client
 * configuration (so the SPA knows its API root and issuer without a round trip) and the modulepreload links of
 * the requested page (after the import map, which must come first) into the built index.html. Every inline
 * script or style written here carries `nonce="${NONCE_SLOT}"` (the CSP allows no other, and under its
 * 'strict-dynamic' a `<link rel="modulepreload">` in the markup needs the nonce too); sendNoncedPage fills it in.
 */
export function renderIndexHtml(template: string, { importMap, clientConfig, preloads }: IndexHtmlParts): string {
  return template
    .replace('<!-- @importmap -->', () => `<script type="importmap" nonce="${NONCE_SLOT}">${scriptSafeJson(importMap)}</script>`)
    .replace('<!-- @preloads -->', () => renderPreloads(preloads))
    .replace('<!-- @client-config -->', () => `<script type="application/json" id="farm-client-config">${scriptSafeJson(clientConfig)}</script>`);
}
